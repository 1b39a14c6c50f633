import { COST_CONFIRMED_LABELS, COST_ENTITY_TYPES, CostFiltersSchema, costEntity } from '@empowerment/shared/costs';
import type { ListFilters } from '../../../components/data-table';
import { parseFilters, type FilterDefinition, type FilterValues } from '../../../components/filter-panel';

const LABELS = costEntity.fields;

/** The filters of /costi: daily, whose cost, of which type, verified or not; then the dates and what it is for. */
export const costFilters: FilterDefinition[] = [
  { key: 'beneficiary', label: costEntity.computed.beneficiary, type: 'text', example: 'Maria Rossi', daily: true },
  { key: 'type', label: LABELS.type, type: 'select', optionsFrom: { table: 'types_costs' }, daily: true },
  {
    key: 'confirmed',
    label: LABELS.confirmed,
    type: 'select',
    options: [
      { value: 'true', label: COST_CONFIRMED_LABELS.true },
      { value: 'false', label: COST_CONFIRMED_LABELS.false },
    ],
    daily: true,
  },
  { key: 'date_from', label: 'Dal', type: 'date' },
  { key: 'date_to', label: 'Al', type: 'date' },
  { key: 'entity_type', label: LABELS.entity_type, type: 'select', options: COST_ENTITY_TYPES.map((value) => ({ value, label: value })) },
];

/** The URL's filters checked by the server's schema, as the query's text. */
export const parseCostFilters = (values: FilterValues): ListFilters =>
  Object.fromEntries(
    Object.entries(parseFilters(CostFiltersSchema, values)).map(([key, value]) => [key, value == null ? undefined : String(value)]),
  );
