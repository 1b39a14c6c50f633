/** What other modules may use of the logs module. */
export { logExport } from './logs.export';
