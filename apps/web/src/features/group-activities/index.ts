export { groupActivityRoutes } from './routes';
export { GroupActivityPanel } from './components/group-activity-panel';
