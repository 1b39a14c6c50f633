export { BeneficiaryInterviewsTab } from './components/beneficiary-interviews-tab';
