export { OperatorForm } from './components/operator-form';
export { operatorRoutes } from './routes';
export { summarizeOperator } from './components/operator-summary';
