export { companyRoutes } from './routes';
/** The position card, for the internships tab of a beneficiary. */
export { PositionCard, type PositionCardData } from './components/position-card';
