import type { Beneficiary, BeneficiaryPatch } from '@empowerment/shared/beneficiaries';
import { api, type RecordUpdate } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { beneficiaryKeys } from './beneficiary-keys';

/** Only the changed fields, plus the ID (spec 02 §7). */
export type BeneficiaryPatchPayload = BeneficiaryPatch & { ID: number };

export const updateBeneficiary = ({ loaded, values }: RecordUpdate<BeneficiaryPatchPayload>) =>
  api.patch<Beneficiary>(`/auth/beneficiaries/${loaded.ID}`, values, { loaded });

export const useUpdateBeneficiary = () => useSavingMutation(updateBeneficiary, beneficiaryKeys.all);
