export { groupActivityRoutes } from './routes';
