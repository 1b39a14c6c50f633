import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../../lib/api-client';
import { createQueryKeys } from '../../../../lib/query-keys';

/** Every section read is under this key; a save reloads its own section. */
export const sectionKeys = createQueryKeys('beneficiary-sections');
const sectionKey = (key: string, beneficiaryId: number) => [...sectionKeys.all, key, beneficiaryId] as const;

export const sectionPath = (beneficiaryId: number, key: string) => `/auth/beneficiaries/${beneficiaryId}/${key}`;

/** A section as stored; null while it does not exist (the server answers 404: spec 02 §4, "empty, defaults apply"). */
export async function getSection<T>(beneficiaryId: number, key: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return await api.get<T>(sectionPath(beneficiaryId, key), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const sectionQueryOptions = <T>(beneficiaryId: number, key: string) =>
  queryOptions({ queryKey: sectionKey(key, beneficiaryId), queryFn: ({ signal }) => getSection<T>(beneficiaryId, key, signal) });

export const useSection = <T>(beneficiaryId: number, key: string) => useQuery(sectionQueryOptions<T>(beneficiaryId, key));
