/** What other modules may use of the internships module. */
export { updateInternship } from './internships.repository';
