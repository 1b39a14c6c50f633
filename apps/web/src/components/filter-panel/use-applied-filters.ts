import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterDefinition, FilterValues } from './filter-definition';
import { readFilters } from './filter-query';

/** The filters applied to a list, as kept in the URL. */
export function useAppliedFilters(definitions: FilterDefinition[]): FilterValues {
  const [search] = useSearchParams();
  const query = search.toString();
  // Keyed on the query text so the same filters keep the same object across renders.
  return useMemo(() => readFilters(definitions, new URLSearchParams(query)), [definitions, query]);
}
