export { activityLogRoutes } from './routes';
// the beneficiary's Registro Attività tab shows outcomes the same way
export { LogOutcomeBadge } from './components/log-outcome-badge';
