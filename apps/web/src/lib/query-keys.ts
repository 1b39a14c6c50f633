/**
 * The query keys of one entity, built one way for every feature so that invalidating `all`
 * reaches every list page and every record of it:
 *   all          ['operators']
 *   lists        ['operators', 'list']              base key of the paged DataTable
 *   list(params) ['operators', 'list', params]      one page with its filters
 *   detail(id)   ['operators', 'detail', id]
 */
export function createQueryKeys<const E extends string>(entity: E) {
  const all = [entity] as const;
  const lists = [entity, 'list'] as const;
  return {
    all,
    lists,
    list: <P>(params: P) => [...lists, params] as const,
    detail: (id: number) => [entity, 'detail', id] as const,
  };
}
