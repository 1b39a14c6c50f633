/** What other modules may use of the internships module. */
export { internshipExport } from './internships.export';
