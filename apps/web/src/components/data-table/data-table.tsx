import { useDeferredValue, useEffect, useMemo, type Key } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Group, Text } from '@mantine/core';
import { TABLE_PAGE_SIZE, TABLE_SKELETON_MIN_MS } from '@empowerment/shared';
import { errorMessage } from '../../lib/error-handler';
import { useIsMobile } from '../../lib/use-is-mobile';
import { ColumnChooser } from './column-chooser';
import { useColumnVisibility } from './column-visibility';
import { DataTableCards } from './data-table-cards';
import { DataTableGrid } from './data-table-grid';
import { DataTablePagination } from './data-table-pagination';
import type { DataTableColumn, DataTableContent } from './data-table-view';
import { listQueryOptions, type FetchPage, type ListFilters } from './list-query';
import { useMinDuration } from './use-min-duration';
import { PAGE_PARAM, usePageParam } from './use-page-param';

export type { DataTableColumn } from './data-table-view';

export type DataTableProps<T, F extends ListFilters = ListFilters> = {
  /** Base query key of the list; the page and the filters are appended to it. */
  queryKey: QueryKey;
  fetchPage: FetchPage<T, F>;
  filters?: F;
  columns: DataTableColumn<T>[];
  rowKey: (row: T, index: number) => Key;
  onRowClick?: (row: T) => void;
  /** Accessible name of the table. */
  caption: string;
  pageSize?: number;
  pageParam?: string;
  /**
   * Width below which the grid scrolls sideways (a table of many columns needs more than the
   * default 640), with every column shown; hidden columns take their share off it.
   */
  minWidth?: number;
  /** Name under which the operator's choice of columns is remembered; by default the list's query key. */
  columnsKey?: string;
};

const NARROWEST = 640;

export function DataTable<T, F extends ListFilters = ListFilters>({
  queryKey,
  fetchPage,
  filters = {} as F,
  columns,
  rowKey,
  onRowClick,
  caption,
  pageSize = TABLE_PAGE_SIZE,
  pageParam = PAGE_PARAM,
  minWidth,
  columnsKey,
}: DataTableProps<T, F>) {
  const listKey = columnsKey ?? queryKey.filter((part) => typeof part === 'string').join('.');
  const visibility = useColumnVisibility(listKey, columns);
  const shown = visibility.shown;
  // the room the hidden columns took, roughly their share of the whole
  const width = minWidth && Math.max(NARROWEST, Math.round((minWidth * shown.length) / columns.length));
  const [page, setPage] = usePageParam(pageParam);
  const query = useQuery(listQueryOptions(queryKey, fetchPage, { limit: pageSize, offset: (page - 1) * pageSize, filters }));
  const phone = useIsMobile();

  // Skeleton for a page not loaded yet, not for a background refresh of the one shown.
  const loading = useMinDuration(query.isPending || query.isPlaceholderData, TABLE_SKELETON_MIN_MS);
  const total = query.data?.total ?? 0;
  const pageCount = Math.ceil(total / pageSize);

  // A page past the end (the list shrank, or a hand-typed URL) falls back to the last one.
  const pastTheEnd = !query.isPlaceholderData && query.isSuccess && pageCount > 0 && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, setPage]);

  const rows = query.data?.data;
  const { isError, error, refetch } = query;
  const drawn = useMemo<DataTableContent<T>>(
    () =>
      loading
        ? { kind: 'loading' }
        : isError
          ? { kind: 'error', message: errorMessage(error), retry: () => void refetch() }
          : !rows?.length
            ? { kind: 'empty' }
            : { kind: 'rows', rows },
    [loading, isError, error, refetch, rows],
  );
  // The rows are drawn in a render React may slice (a deferred one), the skeleton kept meanwhile: a
  // page of rows is the list screen's longest task on a slow phone (Lighthouse's total blocking time).
  const content = useDeferredValue(drawn);
  const View = phone ? DataTableCards : DataTableGrid;

  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);

  return (
    <div>
      {visibility.offered.length > 0 && (
        <Group justify="flex-end" mb="xs">
          <ColumnChooser
            caption={caption}
            offered={visibility.offered}
            changed={visibility.changed}
            onToggle={visibility.toggle}
            onReset={visibility.reset}
          />
        </Group>
      )}
      <View
        content={content}
        columns={shown}
        rowKey={rowKey}
        onRowClick={onRowClick}
        caption={caption}
        loading={loading}
        minWidth={width}
      />
      {total > 0 && !pastTheEnd && (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed">{`Showing ${from}-${to} of ${total}`}</Text>
          <DataTablePagination page={page} pageCount={pageCount} onChange={(next) => setPage(next)} />
        </Group>
      )}
    </div>
  );
}
