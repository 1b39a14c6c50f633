import { OPERATOR_STATE_LABELS, OPERATOR_STATES, OperatorFiltersSchema, type OperatorFilters } from '@empowerment/shared/operators';
import { parseFilters, type FilterDefinition, type FilterValues } from '../../../components/filter-panel';

export const operatorFilters: FilterDefinition[] = [
  { key: 'name', label: 'Nome', type: 'text', example: 'Giulia' },
  { key: 'surname', label: 'Cognome', type: 'text', example: 'Rossi' },
  { key: 'email', label: 'Email', type: 'text', example: 'giulia.rossi@example.org' },
  {
    key: 'super_operator',
    label: 'Ruolo',
    type: 'select',
    options: [
      { value: 'true', label: 'Amministratore' },
      { value: 'false', label: 'Operatore' },
    ],
  },
  // the list starts with the active operators (also the server's answer when no state is sent)
  {
    key: 'state',
    label: 'Stato',
    type: 'select',
    options: OPERATOR_STATES.map((value) => ({ value, label: OPERATOR_STATE_LABELS[value] })),
    defaultFor: { admin: 'active', operator: 'active' },
  },
];

export const parseOperatorFilters = (values: FilterValues): OperatorFilters => parseFilters(OperatorFiltersSchema, values);
