export { activityLogRoutes } from './routes';
/** The beneficiary's Registro Attività tab shows outcomes the same way. @public */
export { LogOutcomeBadge } from './components/log-outcome-badge';
