/** What other modules may use of the costs module. */
export { costBatches, countCosts } from './costs.repository';
