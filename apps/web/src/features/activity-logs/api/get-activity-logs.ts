import type { ListAnswer } from '@empowerment/shared';
import type { LogEntry } from '@empowerment/shared/logs';
import type { FetchPage, ListFilters } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api } from '../../../lib/api-client';

export const activityLogsListKey = ['activity-logs', 'list'] as const;

export const getActivityLogs: FetchPage<LogEntry, ListFilters> = ({ limit, offset, filters }, signal) =>
  api.get<ListAnswer<LogEntry>>('/auth/logs/', { query: withFilters({ 'get-tot': true, limit, offset }, filters), signal });
