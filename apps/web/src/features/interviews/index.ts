export { interviewRoutes } from './routes';
