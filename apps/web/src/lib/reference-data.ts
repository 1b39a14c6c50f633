import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { REFERENCE_CACHE_TTL_MS, STORAGE_KEYS } from '@empowerment/shared';
import {
  TABLE_LISTS,
  type InitListKey,
  type InitLists,
  type TableListItem,
  type TableListKey,
  type TableLists,
} from '@empowerment/shared/reference';
import { ApiError, api } from './api-client';

type Cached<T> = { fetchedAt: number; data: T };

function readCache<T>(key: string): Cached<T> | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Cached<T>) : null;
  } catch {
    return null;
  }
}

/**
 * One reference list: from sessionStorage while younger than 15 minutes, else from the
 * server. A failed fetch is only logged; the last copy (if any) keeps serving the UI.
 */
async function loadList<T>(storageKey: string, path: string, force: boolean): Promise<T | null> {
  const cached = readCache<T>(storageKey);
  if (!force && cached && Date.now() - cached.fetchedAt < REFERENCE_CACHE_TTL_MS) return cached.data;
  try {
    const data = await api.get<T>(path);
    sessionStorage.setItem(storageKey, JSON.stringify({ fetchedAt: Date.now(), data } satisfies Cached<T>));
    return data;
  } catch (error) {
    // An ended session is already on its way to the login: nothing worth logging.
    if (!(error instanceof ApiError && error.sessionEnded)) {
      console.error(`Caricamento delle liste di riferimento non riuscito (${path})`, error);
    }
    return cached?.data ?? null;
  }
}

export const loadInitLists = (force = false) => loadList<InitLists>(STORAGE_KEYS.jsonLists, '/inits-json', force);
export const loadTableLists = (force = false) => loadList<TableLists>(STORAGE_KEYS.tableLists, '/list-settings', force);

const referenceKeys = {
  all: ['reference-data'] as const,
  init: ['reference-data', 'init-lists'] as const,
  table: ['reference-data', 'table-lists'] as const,
};

const initListsQuery = (force = false) =>
  queryOptions({ queryKey: referenceKeys.init, queryFn: () => loadInitLists(force), staleTime: REFERENCE_CACHE_TTL_MS });
const tableListsQuery = (force = false) =>
  queryOptions({ queryKey: referenceKeys.table, queryFn: () => loadTableLists(force), staleTime: REFERENCE_CACHE_TTL_MS });

/**
 * Reloads the table lists from the server, past the 15-minute cache: after an edit of the
 * reference lists, every select of this browser shows it at once (others within the cache's age).
 */
export function useRefreshTableLists() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...tableListsQuery(true), staleTime: 0 }), [queryClient]);
}

/** Label of an item of a table list (municipi -> municipio, types_col -> type, ...). */
export function tableItemLabel(list: TableListKey, item: TableListItem): string {
  return item[TABLE_LISTS[list]] ?? '';
}

/** Select options of a table list, values as numbers (the items' ID). */
export function tableListOptions(lists: TableLists | null | undefined, list: TableListKey) {
  return (lists?.[list] ?? []).map((item) => ({ value: item.ID, label: tableItemLabel(list, item) }));
}

/** Select options of an enumeration list: the text is both value and label (prefix items by name). */
export function enumListOptions(lists: InitLists | null | undefined, list: InitListKey) {
  const items: (string | { name: string })[] = lists?.[list] ?? [];
  return items.map((item) => {
    const text = typeof item === 'string' ? item : item.name;
    return { value: text, label: text };
  });
}

export function findTableItemLabel(lists: TableLists | null | undefined, list: TableListKey, id: number | null | undefined) {
  const item = id == null ? undefined : lists?.[list]?.find((candidate) => candidate.ID === id);
  return item ? tableItemLabel(list, item) : undefined;
}

/**
 * The enumeration lists (inits-json) and the table lists (list-settings). `refresh`
 * forces a new fetch, e.g. after the dropdown settings were edited.
 */
export function useReferenceData(options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const init = useQuery({ ...initListsQuery(), enabled: options.enabled });
  const table = useQuery({ ...tableListsQuery(), enabled: options.enabled });

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.fetchQuery({ ...initListsQuery(true), staleTime: 0 }),
      queryClient.fetchQuery({ ...tableListsQuery(true), staleTime: 0 }),
    ]);
  }, [queryClient]);

  return {
    initLists: init.data ?? null,
    tableLists: table.data ?? null,
    isLoading: init.isPending || table.isPending,
    refresh,
  };
}
