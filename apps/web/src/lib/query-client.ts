import { MutationCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Only a missing answer or a server failure is worth a second try; a 4xx will not change. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 500) && !error.sessionEnded;

/**
 * The `meta` of a read that many different saves change and none of them names: the deadlines
 * counted beside 'Oggi' in the menu (a permit renewed, hours recorded, a cost verified, a course
 * given a start...). Such a read is read again after every successful save.
 */
export const REFRESHED_AFTER_SAVES = { refreshedAfterSaves: true } as const;

const isRefreshedAfterSaves = (query: Query) => query.meta?.refreshedAfterSaves === true;

/**
 * The `meta` of a call made as a mutation that saves nothing (a check of the Registro's chain, an
 * import's dry run, a reset link asked for): it does not read REFRESHED_AFTER_SAVES again.
 */
export const CHANGES_NOTHING = { changesNothing: true } as const;

/** Reads again the reads marked REFRESHED_AFTER_SAVES (the active ones now, the others when next shown). */
export const refreshAfterSave = (client: QueryClient) => client.invalidateQueries({ predicate: isRefreshedAfterSaves });

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // every write hook is a mutation (useSavingMutation and the others): one place for all of them
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.changesNothing !== true) void refreshAfterSave(client);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
