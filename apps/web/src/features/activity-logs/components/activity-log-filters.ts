import { LOG_ACTION_OPTIONS, LOG_ENTITY_OPTIONS, LOG_OUTCOME_FILTER_OPTIONS, labelsOf } from '@empowerment/shared';
import { LogFiltersSchema, activityLogEntity, type LogFilters } from '@empowerment/shared/logs';
import type { ListFilters } from '../../../components/data-table';
import { parseListFilters, type FilterDefinition, type FilterValues } from '../../../components/filter-panel';

const L = labelsOf(activityLogEntity);

/** The filters of /logs: what was done, by whom, about whom, in which days, with which outcome. */
export const activityLogFilters: FilterDefinition[] = [
  { key: 'entita', label: L.entita, type: 'select', options: LOG_ENTITY_OPTIONS },
  { key: 'action', label: L.action, type: 'select', options: LOG_ACTION_OPTIONS },
  { key: 'operator_email', label: L.operator_email, type: 'text', example: 'giulia.rossi@example.org' },
  // her public id, as operators know her
  { key: 'beneficiary_public_id', label: L.beneficiary_public_id, type: 'text', example: '05_009' },
  { key: 'date_from', label: L.date_from, type: 'date' },
  { key: 'date_to', label: L.date_to, type: 'date' },
  { key: 'outcome', label: L.outcome, type: 'select', options: LOG_OUTCOME_FILTER_OPTIONS },
] satisfies (FilterDefinition & { key: keyof LogFilters })[];

/** The URL's filters, checked by the server's schema, as query text. */
export const parseActivityLogFilters = (values: FilterValues): ListFilters => parseListFilters(LogFiltersSchema, values);
