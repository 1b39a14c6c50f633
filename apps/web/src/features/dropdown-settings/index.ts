export { dropdownSettingRoutes } from './routes';
