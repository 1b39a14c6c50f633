export { internshipRoutes } from './routes';
export { BeneficiaryInternshipsTab } from './components/beneficiary-internships-tab';
