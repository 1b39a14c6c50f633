/** What other modules may use of the beneficiaries module. */
export { beneficiaryBatches, beneficiaryExists, countBeneficiaries } from './beneficiaries.repository';
export { beneficiaryMatches } from './beneficiary-match';
