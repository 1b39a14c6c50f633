/** What other modules may use of the companies module. */
export { claimPosition } from './positions.repository';
