import { useEffect, type Key, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Alert, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { TABLE_PAGE_SIZE, TABLE_SKELETON_MIN_MS, TABLE_SKELETON_ROWS } from '@empowerment/shared';
import { errorMessage } from '../../lib/error-handler';
import { DataTablePagination } from './data-table-pagination';
import { listQueryOptions, type FetchPage, type ListFilters } from './list-query';
import { useMinDuration } from './use-min-duration';
import { PAGE_PARAM, usePageParam } from './use-page-param';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
};

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
};

// Clicks on these inside a row do their own thing and must not open the row.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]';

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
}: DataTableProps<T, F>) {
  const [page, setPage] = usePageParam(pageParam);
  const query = useQuery(listQueryOptions(queryKey, fetchPage, { limit: pageSize, offset: (page - 1) * pageSize, filters }));

  // Skeleton for a page not loaded yet, not for a background refresh of the one shown.
  const loading = useMinDuration(query.isPending || query.isPlaceholderData, TABLE_SKELETON_MIN_MS);
  const total = query.data?.total ?? 0;
  const pageCount = Math.ceil(total / pageSize);

  // A page past the end (the list shrank, or a hand-typed URL) falls back to the last one.
  const pastTheEnd = !query.isPlaceholderData && query.isSuccess && pageCount > 0 && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, setPage]);

  const openRow = (row: T) => (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    onRowClick?.(row);
  };
  const openRowByKey = (row: T) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onRowClick?.(row);
  };

  const body = () => {
    if (loading) {
      return Array.from({ length: TABLE_SKELETON_ROWS }, (_, i) => (
        <Table.Tr key={i}>
          {columns.map((column) => (
            <Table.Td key={column.key}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    }
    if (query.isError) {
      return (
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            <Alert color="red" variant="light">
              <Group justify="space-between">
                <Text size="sm">{errorMessage(query.error)}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                  Riprova
                </Button>
              </Group>
            </Alert>
          </Table.Td>
        </Table.Tr>
      );
    }
    const rows = query.data?.data ?? [];
    if (rows.length === 0) {
      return (
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            <Text ta="center" c="dimmed" py="lg">
              Non ci sono dati
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    }
    return rows.map((row, index) => (
      <Table.Tr
        key={rowKey(row, index)}
        onClick={onRowClick && openRow(row)}
        onKeyDown={onRowClick && openRowByKey(row)}
        tabIndex={onRowClick ? 0 : undefined}
        style={onRowClick ? { cursor: 'pointer' } : undefined}
      >
        {columns.map((column) => (
          <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  };

  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);

  return (
    <div>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover={!!onRowClick} verticalSpacing="sm" aria-label={caption} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body()}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > 0 && !pastTheEnd && (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed">{`Showing ${from}-${to} of ${total}`}</Text>
          <DataTablePagination page={page} pageCount={pageCount} onChange={(next) => setPage(next)} />
        </Group>
      )}
    </div>
  );
}
