import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, logActionPhrase, type LogEntry } from '@empowerment/shared';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { paths } from '../../../config/paths';
import { activityLogsListKey, getActivityLogs } from '../api/get-activity-logs';
import { activityLogFilters, parseActivityLogFilters } from './activity-log-filters';
import { LogOutcomeBadge } from './log-outcome-badge';
import { useIncludeViews } from './use-include-views';

const columns: DataTableColumn<LogEntry>[] = [
  {
    key: 'when',
    header: 'Data e ora',
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.CreatedAt)}
      </Text>
    ),
  },
  { key: 'operator', header: 'Operatore', cell: (row) => row.operator?.email ?? 'Sistema' },
  { key: 'action', header: 'Azione', cell: (row) => logActionPhrase(row.action, row.entita) },
  {
    key: 'beneficiary',
    header: 'Beneficiario',
    cell: (row) =>
      row.beneficiary_id ? (
        <Anchor component={Link} to={paths.beneficiary.getHref(row.beneficiary_id)} size="sm">
          #{row.beneficiary_id}
        </Anchor>
      ) : null,
  },
  { key: 'outcome', header: 'Esito', cell: (row) => <LogOutcomeBadge statusCode={row.status_code} /> },
  {
    key: 'notes',
    header: 'Note',
    cell: (row) =>
      row.notes ? (
        <Text size="sm" lineClamp={2} title={row.notes}>
          {row.notes}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Nessun dettaglio disponibile
        </Text>
      ),
  },
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
