import type { FilterDefinition, FilterRole, FilterValues } from './filter-definition';

/** One filter per key: the first definition of a key wins. */
export function uniqueFilters(definitions: FilterDefinition[]): FilterDefinition[] {
  const seen = new Set<string>();
  return definitions.filter(({ key }) => !seen.has(key) && seen.add(key));
}

/** The filters a role has: one per key, administrator-only ones for administrators alone. */
export function filtersFor(definitions: FilterDefinition[], role: FilterRole): FilterDefinition[] {
  return uniqueFilters(definitions).filter((definition) => role === 'admin' || !definition.adminOnly);
}

/**
 * The filters in view and those behind 'Altri filtri': the daily ones and the rest, or all in
 * view when the list marks none as daily.
 */
export function splitDaily(definitions: FilterDefinition[]): { daily: FilterDefinition[]; more: FilterDefinition[] } {
  if (!definitions.some((definition) => definition.daily)) return { daily: definitions, more: [] };
  return { daily: definitions.filter((d) => d.daily), more: definitions.filter((d) => !d.daily) };
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

/**
 * The applied filters of a URL for a role: her filters only, the first value of each. A key
 * missing from the URL takes the role's default; a key present but empty is a default the user
 * cleared, so it stays empty.
 */
export function readFilters(definitions: FilterDefinition[], search: URLSearchParams, role: FilterRole = 'admin'): FilterValues {
  return cleanFilters(
    Object.fromEntries(filtersFor(definitions, role).map(({ key, defaultFor }) => [key, search.get(key) ?? defaultFor?.[role]])),
  );
}

/** Writes applied filters into a URL's parameters; a default the user cleared is kept as `key=`. */
export function writeFilters(params: URLSearchParams, definitions: FilterDefinition[], values: FilterValues, role: FilterRole = 'admin') {
  const clean = cleanFilters(values);
  for (const { key, defaultFor } of filtersFor(definitions, role)) {
    params.delete(key);
    if (clean[key]) params.set(key, clean[key]);
    else if (defaultFor?.[role]) params.set(key, '');
  }
  return params;
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
