import { Badge, Stack, Text } from '@mantine/core';
import { formatDateTime, formatEuro } from '@empowerment/shared';
import type { Cost } from '@empowerment/shared/costs';
import type { Interview } from '@empowerment/shared/interviews';
import { NotesPreview } from '../../../components/notes-preview';

/** Colours of the type labels, one per type by its id (each readable on its light ground: app/theme). */
const TYPE_COLORS = ['blue', 'grape', 'teal', 'orange', 'indigo', 'pink', 'cyan', 'violet', 'green', 'red'] as const;

/** A type's name is shown whole, on two lines if it must (a badge would cut it). */
const WRAPPING = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.35 },
} as const;

/** Spec 02 §2: notes are cut at 10 characters in a table; the whole text opens in 'Note complete'. */
const NOTES_PREVIEW = 10;

/** The interview's type as a coloured label; 'Non definito' when it has none. */
export function InterviewTypeBadge({ row }: { row: Pick<Interview, 'type_id' | 'type'> }) {
  if (!row.type) {
    return (
      <Badge variant="light" color="gray" tt="none" styles={WRAPPING}>
        Non definito
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={TYPE_COLORS[row.type_id % TYPE_COLORS.length]} tt="none" styles={WRAPPING}>
      {row.type}
    </Badge>
  );
}

export function InterviewNotes({ row }: { row: Pick<Interview, 'notes'> }) {
  return row.notes ? <NotesPreview notes={row.notes} max={NOTES_PREVIEW} title="Note complete" /> : <>—</>;
}

/** When it was written and last changed ('Non disponibile' when unknown). */
export function InterviewRecordDates({ row }: { row: Pick<Interview, 'CreatedAt' | 'UpdatedAt'> }) {
  return (
    <Stack gap={0}>
      <Text size="xs">Inserito: {formatDateTime(row.CreatedAt, 'Non disponibile')}</Text>
      <Text size="xs">Aggiornato: {formatDateTime(row.UpdatedAt, 'Non disponibile')}</Text>
    </Stack>
  );
}

/** The cost attached to the interview (Costo Allegato): its amount and type, or '—'. */
export function InterviewCost({ cost }: { cost: Cost | undefined }) {
  if (!cost) return <>—</>;
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatEuro(cost.amount_committed)}
      </Text>
      <Text size="xs" c="dimmed">
        {cost.type_name}
      </Text>
    </Stack>
  );
}
