import { List, Stack, Text } from '@mantine/core';
import { describeLogChange } from '@empowerment/shared';
import type { LogEntry } from '@empowerment/shared/logs';

/** What an entry tells beyond its action: its notes, or that it has none. */
function LogNotes({ notes, clamp }: { notes: string | null; clamp?: number }) {
  if (!notes)
    return (
      <Text size="sm" c="dimmed">
        Nessun dettaglio disponibile
      </Text>
    );
  return (
    <Text size="sm" lineClamp={clamp} title={clamp ? notes : undefined} style={{ overflowWrap: 'anywhere' }}>
      {notes}
    </Text>
  );
}

/**
 * An entry's notes and, for an update, each field it changed by its Italian label with its value
 * before and after ('Progetto attivo: Sì → No'): the Registro is the administrators', as these values are.
 */
export function LogEntryDetails({ entry, clamp }: { entry: Pick<LogEntry, 'notes' | 'changes' | 'entita'>; clamp?: number }) {
  const changes = entry.changes ?? [];
  return (
    <Stack gap={4}>
      <LogNotes notes={entry.notes} clamp={clamp} />
      {changes.length > 0 && (
        <List size="xs" spacing={2} aria-label="Valori modificati" styles={{ itemWrapper: { overflowWrap: 'anywhere' } }}>
          {changes.map((change) => (
            <List.Item key={change.field}>{describeLogChange(entry.entita, change)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
