export { OperatorForm, type OperatorFormProps } from './components/operator-form';
export { OperatorFormModal } from './components/operator-form-modal';
export { getOperator, operatorQueryOptions, useOperator } from './api/get-operator';
export { operatorKeys } from './api/operator-keys';
export { operatorRoutes } from './routes';
export { summarizeOperator } from './components/operator-summary';
