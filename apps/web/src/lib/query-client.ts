import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Only a missing answer or a server failure is worth a second try; a 4xx will not change. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 500) && !error.sessionEnded;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
