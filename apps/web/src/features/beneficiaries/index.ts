export { beneficiaryRoutes } from './routes';
export { getBeneficiaries, getBeneficiariesQueryOptions, useBeneficiaries } from './api/get-beneficiaries';
export { beneficiaryKeys } from './api/beneficiary-keys';
