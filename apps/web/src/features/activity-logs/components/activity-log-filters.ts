import { LOG_ACTION_OPTIONS, LOG_ENTITY_OPTIONS, LogFiltersSchema } from '@empowerment/shared';
import type { ListFilters } from '../../../components/data-table';
import { parseFilters, type FilterDefinition, type FilterValues } from '../../../components/filter-panel';

export const activityLogFilters: FilterDefinition[] = [
  { key: 'entita', label: 'Entità', type: 'select', options: LOG_ENTITY_OPTIONS },
  { key: 'action', label: 'Azione', type: 'select', options: LOG_ACTION_OPTIONS },
  { key: 'operator_email', label: 'Email operatore', type: 'text', example: 'giulia.rossi@example.org' },
  { key: 'beneficiary_id', label: 'ID beneficiario', type: 'text', example: '42' },
];

/** The URL's filters, checked by the server's schema, as query text. */
export function parseActivityLogFilters(values: FilterValues): ListFilters {
  const parsed = parseFilters(LogFiltersSchema, values);
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, value == null ? undefined : String(value)]));
}
