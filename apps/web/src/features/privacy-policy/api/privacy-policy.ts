import { useQuery } from '@tanstack/react-query';
import type { PrivacyPolicy, PrivacyPolicyInput } from '@empowerment/shared/information';
import { api, type RecordUpdate } from '../../../lib/api-client';
import { createQueryKeys } from '../../../lib/query-keys';
import { useSavingMutation } from '../../../lib/use-saving-mutation';

export const privacyPolicyKeys = createQueryKeys('privacy-policy');
const PATH = '/auth/privacy-policy';

export const getPrivacyPolicy = (signal?: AbortSignal) => api.get<PrivacyPolicy>(PATH, { signal });
export const usePrivacyPolicy = () => useQuery({ queryKey: privacyPolicyKeys.all, queryFn: ({ signal }) => getPrivacyPolicy(signal) });

export const savePrivacyPolicy = ({ loaded, values }: RecordUpdate<PrivacyPolicyInput>) =>
  api.put<PrivacyPolicy>(`${PATH}/${loaded.ID}`, values, { loaded });

export const useSavePrivacyPolicy = () => useSavingMutation(savePrivacyPolicy, privacyPolicyKeys.all);
