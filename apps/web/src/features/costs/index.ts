export { costRoutes } from './routes';
