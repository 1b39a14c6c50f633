import { useMemo, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { formatDate } from '@empowerment/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { DeleteAction, EditAction } from '../../../components/icon-action';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { eventPageFetcher, useDeleteEvent } from '../api/event-api';
import type { EventKind, EventRow } from '../event-kind';
import { EventFormModal } from './event-form-modal';
import { ParticipantsModal } from './participants-modal';

/**
 * The management table (spec 02 §2): the kind's columns, created, participant count and the
 * actions (participants, edit, delete) for every operator (spec 02 §6).
 */
export function EventList<Row extends EventRow>({ kind }: { kind: EventKind<Row, never> }) {
  const filters = kind.parseFilters(useAppliedFilters(kind.filters));
  const [editing, setEditing] = useState<Row | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const remove = useDeleteEvent(kind);
  const deleting = useConfirmedDelete({ remove: (row: Row) => remove.mutateAsync(row.ID) });
  const ask = deleting.ask;
  const fetchPage = useMemo(() => eventPageFetcher<Row>(kind), [kind]);

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      ...kind.columns,
      { key: 'created', header: 'Creato il', cell: (row) => formatDate(row.CreatedAt) },
      {
        key: 'participants',
        header: 'Partecipanti',
        cell: (row) => (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconUsers size={14} />}
            onClick={() => setViewing(row)}
            aria-label={`Partecipanti di ${kind.optionLabel(row)}: ${row.participants}`}
          >
            {row.participants}
          </Button>
        ),
      },
      {
        key: 'actions',
        header: 'Azioni',
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <EditAction label={`Modifica ${kind.optionLabel(row)}`} onClick={() => setEditing(row)} />
            <DeleteAction label={`Elimina ${kind.optionLabel(row)}`} onClick={() => ask(row)} />
          </Group>
        ),
      },
    ],
    [kind, ask],
  );

  return (
    <>
      <DataTable
        caption={kind.texts.caption}
        queryKey={kind.keys.lists}
        fetchPage={fetchPage}
        filters={filters as Record<string, string | undefined>}
        columns={columns}
        rowKey={(row) => row.ID}
      />
      <EventFormModal kind={kind} opened={editing !== null} onClose={() => setEditing(null)} row={editing} />
      <ParticipantsModal kind={kind} row={viewing} onClose={() => setViewing(null)} />
      <ConfirmModal
        {...deleting.modalProps}
        title={kind.texts.deleteTitle}
        message={
          deleting.target
            ? `Sei sicuro di voler eliminare ${kind.texts.named(deleting.target)}?${deleting.target.participants > 0 ? ` Ha ${deleting.target.participants} partecipanti: rimuovili prima di eliminarlo.` : ''}`
            : ''
        }
        confirmLabel="Elimina"
      />
    </>
  );
}
