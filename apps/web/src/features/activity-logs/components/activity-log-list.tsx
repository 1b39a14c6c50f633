import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, labelsOf, logActionPhrase } from '@empowerment/shared';
import { activityLogEntity, type LogEntry } from '@empowerment/shared/logs';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { paths } from '../../../config/paths';
import { activityLogsListKey, getActivityLogs } from '../api/get-activity-logs';
import { activityLogFilters, parseActivityLogFilters } from './activity-log-filters';
import { LogEntryDetails } from './log-entry-details';
import { LogOutcomeBadge } from './log-outcome-badge';
import { useIncludeViews } from './use-include-views';

const L = labelsOf(activityLogEntity);

/** Her name as a link to her record; her id alone once she is deleted (her entries keep it). */
function LogBeneficiaryCell({ id, name }: { id: number | null; name: string | null }) {
  if (!id) return null;
  if (!name)
    return (
      <Text size="sm" c="dimmed" title="Beneficiaria non più presente">
        #{id}
      </Text>
    );
  return (
    <Anchor component={Link} to={paths.beneficiary.getHref(id)} size="sm">
      {name}
    </Anchor>
  );
}

const columns: DataTableColumn<LogEntry>[] = [
  {
    key: 'when',
    header: L.CreatedAt,
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.CreatedAt)}
      </Text>
    ),
  },
  { key: 'operator', header: L.operator, cell: (row) => row.operator?.email ?? 'Sistema' },
  { key: 'action', header: L.action, cell: (row) => logActionPhrase(row.action, row.entita) },
  {
    key: 'beneficiary',
    header: L.beneficiary,
    cell: (row) => <LogBeneficiaryCell id={row.beneficiary_id} name={row.beneficiary_name ?? null} />,
  },
  { key: 'outcome', header: L.outcome, cell: (row) => <LogOutcomeBadge statusCode={row.status_code} /> },
  { key: 'notes', header: L.notes, cell: (row) => <LogEntryDetails entry={row} clamp={2} /> },
];

export function ActivityLogList() {
  const [includeViews] = useIncludeViews();
  const filters = {
    ...parseActivityLogFilters(useAppliedFilters(activityLogFilters)),
    include_views: includeViews ? 'true' : undefined,
  };
  return (
    <DataTable
      caption="Registro Attività"
      queryKey={activityLogsListKey}
      fetchPage={getActivityLogs}
      filters={filters}
      columns={columns}
      rowKey={(row) => row.ID}
    />
  );
}
