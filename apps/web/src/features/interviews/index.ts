export { interviewRoutes } from './routes';
export { BeneficiaryInterviewsTab } from './components/beneficiary-interviews-tab';
