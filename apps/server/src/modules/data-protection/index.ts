/** What other modules may use of data protection: the refusal of a change to an anonymised record, the daily review. */
export { refuseIfAnonymised } from './anonymise';
export { listPastRetention } from './retention';
export { anonymisedGuard } from './guard';
