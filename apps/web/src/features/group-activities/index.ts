export { GroupActivityPanel } from './components/group-activity-panel';
