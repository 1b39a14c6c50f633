/** What other modules may use of the beneficiaries module. */
export { beneficiaryBatches, beneficiaryExists } from './beneficiaries.repository';
export { beneficiaryMatches } from './beneficiary-match';
// the public ids' counters, for the import of a spreadsheet
export { municipioPublicId, nextSequence, reserveSequence } from './beneficiaries.repository';
