export { BeneficiaryInternshipsTab } from './components/beneficiary-internships-tab';
