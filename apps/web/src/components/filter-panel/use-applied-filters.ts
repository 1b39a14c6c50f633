import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterDefinition, FilterRole, FilterValues } from './filter-definition';
import { readFilters } from './filter-query';

/** The filters applied to a list, as kept in the URL, with the role's defaults. */
export function useAppliedFilters(definitions: FilterDefinition[], { asAdmin = false }: { asAdmin?: boolean } = {}): FilterValues {
  const [search] = useSearchParams();
  const query = search.toString();
  const role: FilterRole = asAdmin ? 'admin' : 'operator';
  // Keyed on the query text so the same filters keep the same object across renders.
  return useMemo(() => readFilters(definitions, new URLSearchParams(query), role), [definitions, query, role]);
}
