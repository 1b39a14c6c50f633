import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { formatDate } from '@empowerment/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { notify } from '../../../components/toast';
import { useErrorHandler } from '../../../lib/error-handler';
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
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const remove = useDeleteEvent(kind);
  const handleError = useErrorHandler();
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
            <Tooltip label="Modifica">
              <ActionIcon variant="subtle" aria-label={`Modifica ${kind.optionLabel(row)}`} onClick={() => setEditing(row)}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Elimina">
              <ActionIcon variant="subtle" color="red" aria-label={`Elimina ${kind.optionLabel(row)}`} onClick={() => setDeleting(row)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [kind],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.ID);
      notify('success', 'Elemento eliminato con successo!');
    } catch (error) {
      handleError(error);
    }
    setDeleting(null);
  };

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
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title={kind.texts.deleteTitle}
        message={
          deleting
            ? `Sei sicuro di voler eliminare ${kind.texts.named(deleting)}?${deleting.participants > 0 ? ` Ha ${deleting.participants} partecipanti: rimuovili prima di eliminarlo.` : ''}`
            : ''
        }
        confirmLabel="Elimina"
        danger
        loading={remove.isPending}
      />
    </>
  );
}
