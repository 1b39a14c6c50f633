import { useMemo, useState } from 'react';
import { Badge, Group } from '@mantine/core';
import type { Operator } from '@empowerment/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmailLink, PhoneLink } from '../../../components/contact-link';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { DeleteAction, EditAction } from '../../../components/icon-action';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useReferenceData } from '../../../lib/reference-data';
import { useDeleteOperator } from '../api/delete-operator';
import { getOperators } from '../api/get-operators';
import { operatorKeys } from '../api/operator-keys';
import { operatorFilters, parseOperatorFilters } from './operator-filters';
import { OperatorFormModal } from './operator-form-modal';
import { summarizeOperator } from './operator-summary';

/** The administrators' list of operators: a row opens her form; delete asks first (never oneself). */
export function OperatorList({ ownId }: { ownId: number | undefined }) {
  const filters = parseOperatorFilters(useAppliedFilters(operatorFilters));
  const { tableLists } = useReferenceData();
  const [editing, setEditing] = useState<Operator | null>(null);
  const remove = useDeleteOperator();
  const deleting = useConfirmedDelete({ remove: (operator: Operator) => remove.mutateAsync(operator.ID) });
  const ask = deleting.ask;

  const columns = useMemo<DataTableColumn<Operator>[]>(
    () => [
      { key: 'name', header: 'Nome', cell: (row) => row.name },
      { key: 'surname', header: 'Cognome', cell: (row) => row.surname },
      { key: 'email', header: 'Email', cell: (row) => <EmailLink email={row.email} /> },
      { key: 'phone', header: 'Telefono', cell: (row) => <PhoneLink phone={row.phone} /> },
      { key: 'municipio', header: 'Municipio', cell: (row) => summarizeOperator(row, tableLists).municipio },
      { key: 'col', header: 'C.O.L.', cell: (row) => summarizeOperator(row, tableLists).col },
      {
        key: 'role',
        header: 'Ruolo',
        cell: (row) => (row.super_operator ? <Badge color="grape">Amministratore</Badge> : <Badge variant="light">Operatore</Badge>),
      },
      {
        key: 'actions',
        header: 'Azioni',
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <EditAction label={`Modifica ${row.email}`} onClick={() => setEditing(row)} />
            {row.ID !== ownId && <DeleteAction label={`Elimina ${row.email}`} onClick={() => ask(row)} />}
          </Group>
        ),
      },
    ],
    [tableLists, ownId, ask],
  );

  return (
    <>
      <DataTable
        caption="Elenco degli operatori"
        queryKey={operatorKeys.lists}
        fetchPage={getOperators}
        filters={filters}
        columns={columns}
        rowKey={(row) => row.ID}
        onRowClick={setEditing}
      />
      <OperatorFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title="Modifica operatore"
        operatorId={editing?.ID}
        asAdmin
        isOwnRecord={editing !== null && editing.ID === ownId}
      />
      <ConfirmModal
        {...deleting.modalProps}
        title="Elimina operatore"
        message={`Sei sicuro di voler eliminare l'operatore ${deleting.target?.email ?? ''}? Questa azione non può essere annullata.`}
        confirmLabel="Elimina"
      />
    </>
  );
}
