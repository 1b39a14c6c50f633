import { Button, Center } from '@mantine/core';
import type { LoadMoreList } from '../lib/use-load-more-list';

/** The one 'Carica altri' button of every list that grows (shows 'Caricamento...' while it loads; hidden after the last page). */
export function LoadMoreButton({ list, label = 'Carica altri' }: { list: LoadMoreList; label?: string }) {
  if (!list.hasNextPage) return null;
  return (
    <Center>
      <Button variant="light" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} loaderProps={{ type: 'dots' }}>
        {list.isFetchingNextPage ? 'Caricamento...' : label}
      </Button>
    </Center>
  );
}
