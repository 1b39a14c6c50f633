export { FilterPanel, type FilterPanelProps } from './filter-panel';
export { useAppliedFilters } from './use-applied-filters';
export { withFilters } from './filter-query';
export { herFilter, type FilterDefinition, type FilterValues } from './filter-definition';
export { parseFilters, parseListFilters } from './parse-filters';
