export { BeneficiaryCostsTab } from './components/beneficiary-costs-tab';
