export { careerDayRoutes } from './routes';
export { CareerDayPanel } from './components/career-day-panel';
