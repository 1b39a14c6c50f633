import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnonymisationCounts, BulkAnonymiseAnswer, RetentionReview, RetentionSettings } from '@empowerment/shared/data-protection';
import { api } from '../../../lib/api-client';

const PATH = '/auth/data-protection';

export const dataProtectionKeys = {
  all: ['data-protection'] as const,
  status: (id: number) => ['data-protection', 'status', id] as const,
  settings: ['data-protection', 'settings'] as const,
  reviews: ['data-protection', 'reviews'] as const,
};

/** Whether she is anonymised (her record's danger zone reads it). */
export const useAnonymisationStatus = (id: number) =>
  useQuery({
    queryKey: dataProtectionKeys.status(id),
    queryFn: () => api.get<{ anonymised_at: string | null }>(`${PATH}/beneficiaries/${id}/status`),
  });

/** Her dossier: a zip made and streamed by the server. */
export const downloadDossier = (id: number) => api.download(`${PATH}/beneficiaries/${id}/dossier`);

export function useAnonymise(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) =>
      api.post<{ counts: AnonymisationCounts }>(`${PATH}/beneficiaries/${id}/anonymise`, { confirm_id_public: confirm }),
    // her record, lists and the status all change
    onSuccess: () => client.invalidateQueries(),
  });
}

export const useRetentionSettings = () =>
  useQuery({ queryKey: dataProtectionKeys.settings, queryFn: () => api.get<RetentionSettings>(`${PATH}/retention/settings`) });

export function useSaveRetentionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetentionSettings) => api.put<RetentionSettings>(`${PATH}/retention/settings`, settings),
    onSuccess: () => client.invalidateQueries({ queryKey: dataProtectionKeys.all }),
  });
}

export const useRetentionReviews = () =>
  useQuery({ queryKey: dataProtectionKeys.reviews, queryFn: () => api.get<RetentionReview[]>(`${PATH}/retention/reviews`) });

export function useRunReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ listed: number }>(`${PATH}/retention/review`),
    onSuccess: () => client.invalidateQueries({ queryKey: dataProtectionKeys.reviews }),
  });
}

export function useBulkAnonymise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { beneficiary_ids: number[]; dry_run: boolean }) =>
      api.post<BulkAnonymiseAnswer>(`${PATH}/retention/anonymise`, body),
    onSuccess: (answer) => {
      if (!answer.dry_run) void client.invalidateQueries();
    },
  });
}
