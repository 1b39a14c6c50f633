export { cardTemplateRoutes } from './routes';
