export { internshipRoutes } from './routes';
