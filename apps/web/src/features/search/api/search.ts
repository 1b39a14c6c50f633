import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchAnswer } from '@empowerment/shared/search';
import { api } from '../../../lib/api-client';

/** Asked this long after the typing stops: one call per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Whether the text is long enough to be sent (the server asks the same). */
export const searchable = (text: string) => text.trim().length >= SEARCH_MIN_LENGTH;

/**
 * The answer of GET /api/auth/search for what she typed, once she pauses; the previous answer stays
 * shown while the next one loads. `text` is the text the answer is for (what to highlight).
 */
export function useSearch(typed: string) {
  const [debounced] = useDebouncedValue(typed.trim().slice(0, SEARCH_MAX_LENGTH), SEARCH_DEBOUNCE_MS);
  const enabled = searchable(debounced);
  const query = useQuery({
    queryKey: ['search', debounced],
    queryFn: ({ signal }) => api.get<SearchAnswer>('/auth/search', { query: { q: debounced }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const waiting = searchable(typed) && (typed.trim() !== debounced || query.isFetching);
  return { answer: enabled ? query.data : undefined, text: debounced, waiting, failed: enabled && query.isError };
}
