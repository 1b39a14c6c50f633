import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DigestSetting, TodayAnswer } from '@empowerment/shared/today';
import { api } from '../../../lib/api-client';
import { REFRESHED_AFTER_SAVES } from '../../../lib/query-client';

export const todayKeys = {
  all: ['today'] as const,
  page: (municipioId: number | null) => ['today', 'page', municipioId ?? 'all'] as const,
  count: ['today', 'count'] as const,
  digest: ['today', 'digest'] as const,
};

/** Her day: the deadlines (the programme's, one municipio's, for administrators), her beneficiaries, what she opened. */
export const useToday = (municipioId: number | null) =>
  useQuery({
    queryKey: todayKeys.page(municipioId),
    queryFn: ({ signal }) =>
      api.get<TodayAnswer>('/auth/today/', { signal, query: municipioId ? { municipio_id: municipioId } : undefined }),
    // asked again each time she comes back: what she resolved or opened meanwhile shows at once
    staleTime: 0,
    meta: REFRESHED_AFTER_SAVES,
  });

/**
 * The menu's badge: how many deadlines. Read again at once after any save of hers (a save may
 * resolve or add one), and every five minutes for what others changed and for a new day.
 */
export const useTodayCount = () =>
  useQuery({
    queryKey: todayKeys.count,
    queryFn: ({ signal }) => api.get<{ count: number }>('/auth/today/count', { signal }),
    refetchInterval: 5 * 60_000,
    staleTime: 60_000,
    meta: REFRESHED_AFTER_SAVES,
  });

/** Her weekly digest's switch. */
export const useDigestSetting = () =>
  useQuery({ queryKey: todayKeys.digest, queryFn: ({ signal }) => api.get<DigestSetting>('/auth/today/digest', { signal }) });

export function useSetDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: DigestSetting) => api.put<DigestSetting>('/auth/today/digest', setting),
    onSuccess: (setting) => queryClient.setQueryData(todayKeys.digest, setting),
  });
}
