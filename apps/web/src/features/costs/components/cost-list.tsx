import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { costEntity, type Cost } from '@empowerment/shared/costs';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { paths } from '../../../config/paths';
import { costKeys } from '../api/cost-keys';
import { getCosts } from '../api/costs';
import { DocumentCell, amountCell, confirmedBadge, dateCell, entityCell, notesCell } from './cost-cells';
import { costFilters, parseCostFilters } from './cost-filters';

/** Spec 02 §2: her record's Costi tab. */
const COSTS_TAB = 12;

const LABELS = costEntity.fields;
const text = (value: string) => <Text size="sm">{value}</Text>;

/** Every beneficiary's costs (/costi); a row opens her record at the Costi tab. */
export function CostList({ isAdmin }: { isAdmin: boolean }) {
  const filters = parseCostFilters(useAppliedFilters(costFilters, { asAdmin: isAdmin }));
  const navigate = useNavigate();
  const columns = useMemo<DataTableColumn<Cost>[]>(
    () => [
      { key: 'date', header: LABELS.date, cell: dateCell },
      {
        key: 'beneficiary',
        header: costEntity.computed.beneficiary,
        cell: (c) => (
          <Text size="sm" fw={500}>
            {c.beneficiary}
          </Text>
        ),
      },
      { key: 'type', header: LABELS.type, cell: (c) => text(c.type_name) },
      { key: 'entity_type', header: LABELS.entity_type, cell: entityCell },
      { key: 'amount_committed', header: LABELS.amount_committed, cell: (c) => amountCell(c.amount_committed) },
      { key: 'amount_expected', header: LABELS.amount_expected, cell: (c) => amountCell(c.amount_expected) },
      { key: 'amount_paid', header: LABELS.amount_paid, cell: (c) => amountCell(c.amount_paid) },
      { key: 'file', header: LABELS.file_id, cell: (c) => <DocumentCell cost={c} /> },
      { key: 'confirmed', header: LABELS.confirmed, cell: (c) => confirmedBadge(c.confirmed) },
      { key: 'notes', header: LABELS.notes, cell: notesCell },
    ],
    [],
  );
  return (
    <DataTable
      caption="Elenco dei costi"
      queryKey={costKeys.lists}
      fetchPage={getCosts}
      filters={filters}
      columns={columns}
      rowKey={(c) => c.ID}
      onRowClick={(c) => navigate(paths.beneficiary.getHref(c.beneficiary_id, COSTS_TAB))}
      minWidth={1300}
    />
  );
}
