/** What other modules may use of the interviews module. */
export { countInterviews, interviewBatches } from './interviews.repository';
