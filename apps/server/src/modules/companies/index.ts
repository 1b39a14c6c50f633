/** What other modules may use of the companies module. */
export { companyBatches, countCompanies } from './companies.repository';
