import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Beneficiary } from '@empowerment/shared/beneficiaries';
import { api } from '../../../lib/api-client';
import { beneficiaryKeys } from './beneficiary-keys';

export const getBeneficiary = (id: number, signal?: AbortSignal) => api.get<Beneficiary>(`/auth/beneficiaries/${id}`, { signal });

export const beneficiaryQueryOptions = (id: number) =>
  queryOptions({ queryKey: beneficiaryKeys.detail(id), queryFn: ({ signal }) => getBeneficiary(id, signal) });

export const useBeneficiary = (id: number) => useQuery({ ...beneficiaryQueryOptions(id), retry: false });
