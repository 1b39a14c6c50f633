export { FilterPanel } from './filter-panel';
export { useAppliedFilters } from './use-applied-filters';
export { cleanFilters, withFilters } from './filter-query';
export type { FilterDefinition, FilterOption, FilterRole, FilterValues } from './filter-definition';
export { parseFilters } from './parse-filters';
