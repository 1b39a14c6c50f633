import type { z } from 'zod';
import type { FilterValues } from './filter-definition';

/**
 * The URL's filters as a list call takes them, checked by the schema the server uses; a value it
 * refuses (a hand-edited URL) is left out rather than failing the whole list.
 */
export function parseFilters<S extends z.ZodType>(schema: S, values: FilterValues): z.output<S> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(values).filter(([key]) => !refused.has(key))));
}

/** parseFilters as a list call's query: each accepted value as the text it is sent as. */
export const parseListFilters = <S extends z.ZodType>(schema: S, values: FilterValues): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(parseFilters(schema, values) as Record<string, unknown>).map(([key, value]) => [
      key,
      value == null ? undefined : String(value),
    ]),
  );
