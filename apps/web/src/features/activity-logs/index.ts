export { activityLogRoutes } from './routes';
