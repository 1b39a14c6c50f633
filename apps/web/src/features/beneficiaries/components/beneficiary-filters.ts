import { BeneficiaryFiltersSchema, type BeneficiaryFilters } from '@empowerment/shared';
import type { FilterDefinition, FilterValues } from '../../../components/filter-panel';

export const beneficiaryFilters: FilterDefinition[] = [
  { key: 'id_public', label: 'ID pubblico', type: 'text', example: 'BEN-0001' },
  { key: 'name', label: 'Nome', type: 'text', example: 'Maria' },
  { key: 'surname', label: 'Cognome', type: 'text', example: 'Rossi' },
  { key: 'email', label: 'Email', type: 'text', example: 'maria.rossi@email.it' },
  { key: 'phone', label: 'Telefono', type: 'text', example: '3331234567' },
  { key: 'fiscal_code', label: 'Codice fiscale', type: 'text', example: 'RSSMRA85M01H501Z' },
  { key: 'birth_date', label: 'Data di nascita', type: 'date' },
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

/**
 * The URL's filters as the list call takes them, checked by the schema the server uses;
 * a value it refuses (a hand-edited URL) is left out rather than failing the whole list.
 */
export function parseBeneficiaryFilters(values: FilterValues): BeneficiaryFilters {
  const result = BeneficiaryFiltersSchema.safeParse(values);
  if (result.success) return result.data;
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return BeneficiaryFiltersSchema.parse(Object.fromEntries(Object.entries(values).filter(([key]) => !refused.has(key))));
}
