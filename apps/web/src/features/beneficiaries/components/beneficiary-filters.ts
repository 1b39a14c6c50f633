import { BeneficiaryFiltersSchema } from '@empowerment/shared/beneficiaries';
import type { ListFilters } from '../../../components/data-table';
import { parseFilters, type FilterDefinition, type FilterValues } from '../../../components/filter-panel';

/** Daily: the ways an operator finds the woman she follows (her public ID, name, fiscal code). */
export const beneficiaryFilters: FilterDefinition[] = [
  { key: 'id_public', label: 'ID pubblico', type: 'text', example: '01_001', daily: true },
  { key: 'name', label: 'Nome', type: 'text', example: 'Maria', daily: true },
  { key: 'surname', label: 'Cognome', type: 'text', example: 'Rossi', daily: true },
  { key: 'email', label: 'Email', type: 'text', example: 'maria.rossi@email.it' },
  { key: 'phone', label: 'Telefono', type: 'text', example: '3331234567' },
  { key: 'fiscal_code', label: 'Codice fiscale', type: 'text', example: 'RSSMRA85M01H501Z', daily: true },
  { key: 'birth_date', label: 'Data di nascita', type: 'date' },
  { key: 'municipio_id', label: 'Municipio', type: 'select', optionsFrom: { table: 'municipi' } },
  {
    key: 'active',
    label: 'Stato',
    type: 'select',
    options: [
      { value: 'true', label: 'Attivo' },
      { value: 'false', label: 'Non Attivo' },
    ],
  },
];

/** The URL's filters as the list call takes them, as query text (a refused value is left out). */
export function parseBeneficiaryFilters(values: FilterValues): ListFilters {
  const parsed = parseFilters(BeneficiaryFiltersSchema, values);
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, value == null ? undefined : String(value)]));
}
