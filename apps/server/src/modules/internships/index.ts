/** What other modules may use of the internships module. */
export { countInternships, internshipBatches } from './internships.repository';
