export { CareerDayPanel } from './components/career-day-panel';
