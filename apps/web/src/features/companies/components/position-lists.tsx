import { useState } from 'react';
import { Group } from '@mantine/core';
import { IconCheck, IconList, IconX } from '@tabler/icons-react';
import type { CompanyListRow, Position } from '@empowerment/shared/companies';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DeleteAction, EditAction } from '../../../components/icon-action';
import { ListModal } from '../../../components/list-modal';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { errorMessage } from '../../../lib/error-handler';
import { useDeletePosition, usePositions } from '../api/positions';
import { PositionCard } from './position-card';
import { PositionFormModal } from './position-form';
import { useDeleteErrorHandler } from './use-delete-error';

type Kind = 'occupied' | 'free' | 'all';

const KINDS: Record<Kind, { title: string; assigned: boolean | undefined; count: (row: CompanyListRow) => number }> = {
  occupied: { title: 'Posizioni occupate', assigned: true, count: (row) => row.assigned_internships },
  free: { title: 'Posizioni libere', assigned: false, count: (row) => row.open_positions },
  all: { title: 'Tutte le posizioni', assigned: undefined, count: (row) => row.total_positions },
};

const ICONS: Record<Kind, React.ReactNode> = {
  occupied: <IconX size={14} />,
  free: <IconCheck size={14} />,
  all: <IconList size={14} />,
};

type PositionListProps = { company: CompanyListRow; kind: Kind; asAdmin: boolean };

/** One of the row's three position lists: the count, and in its modal the positions' cards (administrators edit and delete them there). */
export function PositionList({ company, kind, asAdmin }: PositionListProps) {
  const { title, assigned, count } = KINDS[kind];
  const [editing, setEditing] = useState<Position | null>(null);
  const [opened, setOpened] = useState(false);
  const positions = usePositions(company.ID, assigned, opened);
  const remove = useDeletePosition();
  const onError = useDeleteErrorHandler();
  const deleting = useConfirmedDelete({ remove: (position: Position) => remove.mutateAsync(position.ID), onError });

  const actions = (position: Position) =>
    asAdmin ? (
      <Group gap={2} wrap="nowrap">
        <EditAction tip="Modifica posizione" label={`Modifica posizione ${position.job_positions}`} onClick={() => setEditing(position)} />
        {!position.busy && (
          <DeleteAction
            tip="Elimina posizione"
            label={`Elimina posizione ${position.job_positions}`}
            onClick={() => deleting.ask(position)}
          />
        )}
      </Group>
    ) : null;

  return (
    <>
      <ListModal
        title={`${title} — ${company.company_name}`}
        buttonLabel={title}
        count={count(company)}
        icon={ICONS[kind]}
        onOpen={() => setOpened(true)}
        loading={positions.isPending}
        error={positions.isError ? errorMessage(positions.error) : undefined}
        items={(positions.data ?? []).map((position) => (
          <PositionCard key={position.ID} position={position} actions={actions(position)} />
        ))}
      />
      <PositionFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        companyId={company.ID}
        companyName={company.company_name}
        position={editing ?? undefined}
      />
      <ConfirmModal
        {...deleting.modalProps}
        title="Elimina posizione"
        message={`Sei sicuro di voler eliminare la posizione "${deleting.target?.job_positions ?? ''}"? Questa azione non può essere annullata.`}
        confirmLabel="Elimina"
      />
    </>
  );
}
