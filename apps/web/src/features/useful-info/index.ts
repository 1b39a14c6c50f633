export { usefulInfoRoutes } from './routes';
