import type { Beneficiary, BeneficiaryCreate } from '@empowerment/shared/beneficiaries';
import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { beneficiaryKeys } from './beneficiary-keys';

export const createBeneficiary = (payload: BeneficiaryCreate) => api.post<Beneficiary>('/auth/beneficiaries/', payload);

export const useCreateBeneficiary = () => useSavingMutation(createBeneficiary, beneficiaryKeys.all);
