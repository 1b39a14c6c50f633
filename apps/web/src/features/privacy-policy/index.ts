export { privacyPolicyRoutes } from './routes';
