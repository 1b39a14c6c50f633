/** What other modules may use of the interviews module. */
export { interviewExport } from './interviews.export';
