export { OperatorForm } from './components/operator-form';
export { summarizeOperator } from './components/operator-summary';
