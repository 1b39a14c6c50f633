/** What other modules may use of the beneficiaries module. */
export { beneficiaryBatches, beneficiaryExists } from './beneficiaries.repository';
export { beneficiaryMatches } from './beneficiary-match';
