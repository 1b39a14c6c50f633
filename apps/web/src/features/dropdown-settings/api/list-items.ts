import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_LIST_LIMIT } from '@empowerment/shared';
import type { ListItemInput, TableListItem, TableListKey } from '@empowerment/shared/reference';
import { api } from '../../../lib/api-client';
import { createQueryKeys } from '../../../lib/query-keys';
import { useRefreshTableLists } from '../../../lib/reference-data';

const listItemKeys = createQueryKeys('list-items');
const itemsKey = (list: TableListKey) => [...listItemKeys.all, list] as const;
const itemsPath = (list: TableListKey) => `/auth/list-settings/${list}/`;

/** The list modal: every item of one list (spec 02 §7: GET {path} with limit=10000). */
export const useListItems = (list: TableListKey, enabled: boolean) =>
  useQuery({
    queryKey: itemsKey(list),
    queryFn: ({ signal }) => api.get<TableListItem[]>(itemsPath(list), { query: { limit: MAX_LIST_LIMIT }, signal }),
    enabled,
  });

/** A write to a list reloads its modal and the reference lists every select reads. */
function useListWrite<V>(list: TableListKey, call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const refreshTableLists = useRefreshTableLists();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: itemsKey(list) }), refreshTableLists()]),
  });
}

/** POST {path} with an array of one item. */
export const useAddListItem = (list: TableListKey) =>
  useListWrite(list, (item: ListItemInput) => api.post<TableListItem>(itemsPath(list), [item]));

export const useDeleteListItem = (list: TableListKey) => useListWrite(list, (id: number) => api.delete<void>(`${itemsPath(list)}${id}`));
