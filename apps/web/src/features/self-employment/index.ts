export { selfEmploymentRoutes } from './routes';
