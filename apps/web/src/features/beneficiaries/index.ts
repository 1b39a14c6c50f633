export { beneficiaryRoutes } from './routes';
export { beneficiariesQueryKey, getBeneficiaries, getBeneficiariesQueryOptions, useBeneficiaries } from './api/get-beneficiaries';
