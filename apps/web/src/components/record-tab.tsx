import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/error-handler';
import { LoadMoreButton } from './load-more-button';

export type RecordTabProps<Row> = {
  /** The tab's heading ('Corsi', 'Costi'...). */
  title: string;
  /** The add button, when the tab adds rows ('Aggiungi Costo'). */
  add?: { label: string; onClick: () => void };
  /** Her rows, a page at a time (useLoadMoreList). */
  list: UseInfiniteQueryResult<InfiniteData<Row[]>>;
  /** What the spinner is loading, for screen readers ('Caricamento costi'). */
  loadingLabel: string;
  /** Shown in place of a spinner while the first page loads (a skeleton of the table); a spinner otherwise. */
  loading?: ReactNode;
  /** Keeps the loading state shown although the page is in (a skeleton held a minimum time). */
  holdLoading?: boolean;
  /** Shown when she has no rows yet; a text is written dimmed. */
  empty: ReactNode;
  /** The 'Carica altri' button's text of this list ('Carica altri costi'). */
  loadMoreLabel?: string;
  /** The table of the rows loaded so far. */
  children: (rows: Row[]) => ReactNode;
};

/**
 * The frame of every list tab of her record (courses, internships, costs, interviews, documents):
 * heading and add button; the first page loading, its failure, her empty state or her rows; and
 * 'Carica altri' while the last page was full.
 */
export function RecordTab<Row>({
  title,
  add,
  list,
  loadingLabel,
  loading,
  holdLoading,
  empty,
  loadMoreLabel,
  children,
}: RecordTabProps<Row>) {
  const rows = list.data?.pages.flat() ?? [];
  let body: ReactNode;
  if (list.isPending || holdLoading)
    body = loading ?? (
      <Center py="md">
        <Loader size="sm" aria-label={loadingLabel} />
      </Center>
    );
  else if (list.isError) body = <Alert color="red">{errorMessage(list.error)}</Alert>;
  else if (rows.length === 0)
    body =
      typeof empty === 'string' ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        empty
      );
  else
    body = (
      <>
        {children(rows)}
        <LoadMoreButton list={list} label={loadMoreLabel} />
      </>
    );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          {add && (
            <Button leftSection={<IconPlus size={16} />} onClick={add.onClick}>
              {add.label}
            </Button>
          )}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
