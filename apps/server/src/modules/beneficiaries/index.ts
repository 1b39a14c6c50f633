/** What other modules may use of the beneficiaries module. */
export { beneficiaryBatches, beneficiaryExists, beneficiaryWhere, countBeneficiaries } from './beneficiaries.repository';
