import { useNavigate } from 'react-router';
import type { BeneficiaryListRow } from '@empowerment/shared/beneficiaries';
import { DataTable } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { paths } from '../../../config/paths';
import { beneficiaryKeys } from '../api/beneficiary-keys';
import { getBeneficiaries } from '../api/get-beneficiaries';
import { beneficiaryFilters, parseBeneficiaryFilters } from './beneficiary-filters';
import { beneficiaryListColumns } from './beneficiary-list-columns';

/** A row without an ID cannot be opened: it leads to the create screen instead. */
export const beneficiaryHref = (row: Pick<BeneficiaryListRow, 'ID'>) =>
  row.ID ? paths.beneficiary.getHref(row.ID) : paths.beneficiaryNew.getHref();

export function BeneficiaryList() {
  const navigate = useNavigate();
  const filters = parseBeneficiaryFilters(useAppliedFilters(beneficiaryFilters));

  return (
    <DataTable
      caption="Elenco dei beneficiari"
      queryKey={beneficiaryKeys.lists}
      fetchPage={getBeneficiaries}
      filters={filters}
      columns={beneficiaryListColumns}
      rowKey={(row, index) => row.ID || `new-${index}`}
      onRowClick={(row) => navigate(beneficiaryHref(row))}
    />
  );
}
