/** What other parts of the server may use of 'Oggi'. */
export { sendWeeklyDigests } from './digest';
