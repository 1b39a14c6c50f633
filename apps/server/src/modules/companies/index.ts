/** What other modules may use of the companies module. */
export { companyBatches, countCompanies } from './companies.repository';
export { claimPosition } from './positions.repository';
