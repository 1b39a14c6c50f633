export { companyRoutes } from './routes';
/**
 * The position card, for the internships tab of a beneficiary (spec 02 §2, tab 11).
 * @public
 */
export { PositionCard, type PositionCardData } from './components/position-card';
