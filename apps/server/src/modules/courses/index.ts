/** What other modules may use of the courses module. */
export { courseExport } from './courses.export';
