/** "name=Maria, active=true": how the Registro Attività records the filters of a list or an export. */
export const describeFilters = (filters: Record<string, unknown>) =>
  Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ');

/**
 * A list's query without its paging and the other keys named in `ignored`: the filters it was asked
 * with. Paging is never part of the notes (a list paged or reloaded is one view).
 */
export function listFilters(query: unknown, ignored: readonly string[] = []): Record<string, unknown> {
  const { limit: _l, offset: _o, 'get-tot': _t, ...rest } = query as Record<string, unknown>;
  return Object.fromEntries(Object.entries(rest).filter(([key]) => !ignored.includes(key)));
}

/** The notes of a list's view: 'Elenco aziende', or 'Elenco aziende filtrato: name=Maria'. */
export function listNotes(title: string, query: unknown, ignored: readonly string[] = []): string {
  const described = describeFilters(listFilters(query, ignored));
  return described ? `${title} filtrato: ${described}` : title;
}
