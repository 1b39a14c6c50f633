/** What other parts of the server may use of the jobs module. */
export { sweepExpired } from './retention';
