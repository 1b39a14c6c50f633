import type { FilterDefinition, FilterValues } from './filter-definition';

/** One filter per key: the first definition of a key wins. */
export function uniqueFilters(definitions: FilterDefinition[]): FilterDefinition[] {
  const seen = new Set<string>();
  return definitions.filter(({ key }) => !seen.has(key) && seen.add(key));
}

/** Trimmed values, with the empty ones left out: an empty filter filters nothing. */
export function cleanFilters(values: Record<string, string | null | undefined>): FilterValues {
  const clean: FilterValues = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value?.trim();
    if (trimmed) clean[key] = trimmed;
  }
  return clean;
}

/** The applied filters of a URL: the defined keys only, the first value of each. */
export function readFilters(definitions: FilterDefinition[], search: URLSearchParams): FilterValues {
  return cleanFilters(Object.fromEntries(uniqueFilters(definitions).map(({ key }) => [key, search.get(key)])));
}

/**
 * The query of a list or export call: its own parameters, then the filters, cleaned.
 * A filter cannot override a parameter of the call (limit, offset...).
 * The API client URL-encodes it.
 */
export function withFilters(
  params: Record<string, string | number | boolean>,
  filters: Record<string, string | null | undefined> = {},
): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = { ...params };
  for (const [key, value] of Object.entries(cleanFilters(filters))) if (!(key in query)) query[key] = value;
  return query;
}
