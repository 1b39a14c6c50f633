/**
 * The position card, for the internships tab of a beneficiary (spec 02 §2, tab 11).
 * @public
 */
export { PositionCard, type PositionCardData } from './components/position-card';
/** A company's positions (the free ones for an internship's form) and the key every change of them reloads. */
export { usePositions } from './api/positions';
export { companyKeys } from './api/company-keys';
