export { careerDayRoutes } from './routes';
