export { courseRoutes } from './routes';
export { BeneficiaryCoursesTab } from './components/beneficiary-courses-tab';
