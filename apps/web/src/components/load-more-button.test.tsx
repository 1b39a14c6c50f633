import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/render-with-router';
import { LoadMoreButton } from './load-more-button';

const list = (over: Partial<Parameters<typeof LoadMoreButton>[0]['list']> = {}) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(() => Promise.resolve()),
  ...over,
});

describe('LoadMoreButton', () => {
  it('loads the next page on click, with the list’s own label', async () => {
    const l = list();
    renderWithRouter(<LoadMoreButton list={l} label="Carica altri documenti" />);
    await userEvent.click(screen.getByRole('button', { name: 'Carica altri documenti' }));
    expect(l.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("says 'Caricamento...' while the page loads, and is gone after the last page", () => {
    const { unmount } = renderWithRouter(<LoadMoreButton list={list({ isFetchingNextPage: true })} />);
    expect(screen.getByRole('button')).toHaveTextContent('Caricamento...');
    unmount();
    renderWithRouter(<LoadMoreButton list={list({ hasNextPage: false })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
