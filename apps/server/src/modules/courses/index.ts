/** What other modules may use of the courses module. */
export { countCourses, courseBatches } from './courses.repository';
