import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, LOG_ACTION_LABELS, logStatusClass, type LogEntry } from '@empowerment/shared';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useAppliedFilters } from '../../../components/filter-panel';
import { paths } from '../../../config/paths';
import { activityLogsListKey, getActivityLogs } from '../api/get-activity-logs';
import { activityLogFilters, parseActivityLogFilters } from './activity-log-filters';

const OUTCOME_COLORS = { Success: 'green', 'Client Error': 'orange', 'Server Error': 'red', 'N/A': 'gray' } as const;

const columns: DataTableColumn<LogEntry>[] = [
  { key: 'when', header: 'Data e ora', cell: (row) => formatDateTime(row.CreatedAt) },
  { key: 'action', header: 'Azione', cell: (row) => `${LOG_ACTION_LABELS[row.action] ?? row.action} ${row.entita}` },
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
  { key: 'operator', header: 'Operatore', cell: (row) => row.operator?.email ?? 'Sistema' },
  {
    key: 'outcome',
    header: 'Esito',
    cell: (row) => {
      const outcome = logStatusClass(row.status_code);
      return (
        <Badge variant="light" color={OUTCOME_COLORS[outcome]}>
          {outcome}
          {row.status_code ? ` ${row.status_code}` : ''}
        </Badge>
      );
    },
  },
  {
    key: 'notes',
    header: 'Note',
    cell: (row) =>
      row.notes ? (
        <Text size="sm" lineClamp={2}>
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
  const filters = parseActivityLogFilters(useAppliedFilters(activityLogFilters));
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
