/** What other modules may use of the companies module. */
export { companyExport } from './companies.export';
export { claimPosition } from './positions.repository';
