import { useNavigate } from 'react-router';
import { formatDate, labelsOf } from '@empowerment/shared';
import { interviewEntity, type Interview } from '@empowerment/shared/interviews';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { PersonCell } from '../../../components/person-cell';
import { paths } from '../../../config/paths';
import { getInterviews, interviewKeys } from '../api/interviews';
import { InterviewNotes, InterviewRecordDates, InterviewTypeBadge } from './interview-cells';
import { interviewFilters, parseInterviewFilters } from './interview-filters';

const L = labelsOf(interviewEntity);

/** The beneficiary's record opens at its Colloqui tab (spec 02 §2). */
export const INTERVIEWS_TAB = 13;

const columns: DataTableColumn<Interview>[] = [
  {
    key: 'beneficiary',
    header: L.beneficiary,
    cell: (row) => <PersonCell person={row.beneficiary} />,
  },
  { key: 'date', header: L.date, cell: (row) => formatDate(row.date) },
  { key: 'type', header: L.type_id, cell: (row) => <InterviewTypeBadge row={row} /> },
  { key: 'interviewer', header: L.interviewer, cell: (row) => row.interviewer },
  { key: 'notes', header: L.notes, cell: (row) => <InterviewNotes row={row} /> },
  { key: 'record_dates', header: L.record_dates, cell: (row) => <InterviewRecordDates row={row} /> },
];

/** Every beneficiary's interviews, newest first; a row opens her record at the Colloqui tab. */
export function InterviewList() {
  const filters = parseInterviewFilters(useAppliedFilters(interviewFilters));
  const navigate = useNavigate();
  return (
    <DataTable
      caption="Elenco dei colloqui"
      queryKey={interviewKeys.lists}
      fetchPage={getInterviews}
      filters={filters}
      columns={columns}
      rowKey={(row) => row.ID}
      onRowClick={(row) => navigate(paths.beneficiary.getHref(row.beneficiary_id, INTERVIEWS_TAB))}
      minWidth={880}
    />
  );
}
