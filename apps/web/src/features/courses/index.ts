export { courseRoutes } from './routes';
