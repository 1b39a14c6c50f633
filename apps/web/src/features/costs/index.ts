export { costRoutes } from './routes';
export { BeneficiaryCostsTab } from './components/beneficiary-costs-tab';
