/** What other modules may use of the beneficiaries module. */
export { beneficiaryBatches, beneficiaryExists, beneficiaryWhere, countBeneficiaries, escapeLike } from './beneficiaries.repository';
