export { BeneficiaryCoursesTab } from './components/beneficiary-courses-tab';
export { useBeneficiaryCourseChoices } from './api/beneficiary-course-choices';
