import { createQueryKeys } from '../../../lib/query-keys';

export const beneficiaryKeys = createQueryKeys('beneficiaries');
