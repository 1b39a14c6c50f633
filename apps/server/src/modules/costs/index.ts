/** What other modules may use of the costs module. */
export { costExport } from './costs.export';
