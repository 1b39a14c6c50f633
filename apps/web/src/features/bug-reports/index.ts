export { bugReportRoutes } from './routes';
