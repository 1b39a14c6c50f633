import { useNavigate } from 'react-router';
import { formatDate, labelsOf } from '@empowerment/shared';
import { internshipEntity, type Internship } from '@empowerment/shared/internships';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { PersonCell } from '../../../components/person-cell';
import { paths } from '../../../config/paths';
import { getInternships, internshipKeys } from '../api/internships';
import { internshipFilters, parseInternshipFilters } from './internship-filters';
import { InternshipStatusBadge } from './internship-status-badge';

const L = labelsOf(internshipEntity);

/** The beneficiary's record opens at its Tirocini tab (spec 02 §2). */
export const INTERNSHIPS_TAB = 11;

// reading the applied filters needs their keys only, not the hosts' names
const FILTER_KEYS = internshipFilters();

const columns: DataTableColumn<Internship>[] = [
  {
    key: 'beneficiary',
    header: L.beneficiary,
    cell: (row) => <PersonCell person={row.beneficiary} />,
  },
  { key: 'hosting_company', header: L.hosting_company_id, cell: (row) => row.hosting_company_name },
  { key: 'position', header: L.internship_company_id, cell: (row) => row.internship_company?.job_positions ?? '—' },
  { key: 'status', header: L.status_internships, cell: (row) => <InternshipStatusBadge status={row.status_internships} /> },
  { key: 'sector', header: L.sector_id, cell: (row) => row.sector },
  { key: 'hours', header: L.completed_hours, cell: (row) => `${row.completed_hours} / ${row.scheduled_hours}` },
  { key: 'duration', header: L.duration_month, cell: (row) => row.duration_month },
  { key: 'paying_company', header: L.paying_company, cell: (row) => row.paying_company },
  { key: 'created', header: L.CreatedAt, cell: (row) => formatDate(row.CreatedAt) },
];

/** Every beneficiary's internships, newest first; a row opens her record at the Tirocini tab. */
export function InternshipList() {
  const filters = parseInternshipFilters(useAppliedFilters(FILTER_KEYS));
  const navigate = useNavigate();
  return (
    <DataTable
      caption="Elenco dei tirocini"
      queryKey={internshipKeys.lists}
      fetchPage={getInternships}
      filters={filters}
      columns={columns}
      rowKey={(row) => row.ID}
      onRowClick={(row) => navigate(paths.beneficiary.getHref(row.beneficiary_id, INTERNSHIPS_TAB))}
      minWidth={1100}
    />
  );
}
