import { useQuery } from '@tanstack/react-query';
import type { JobsAnswer } from '@empowerment/shared/jobs';
import { api } from '../../../lib/api-client';

export const jobKeys = { all: ['jobs'] as const };

/** The background work, per queue (administrators); looked at again every half minute while shown. */
export const useJobs = () =>
  useQuery({
    queryKey: jobKeys.all,
    queryFn: ({ signal }) => api.get<JobsAnswer>('/auth/jobs/', { signal }),
    refetchInterval: 30_000,
  });
