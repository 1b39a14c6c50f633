import { COMPANY_ADMIN_FILTERS, COMPANY_OPERATOR_DEFAULT_STATE, CompanyFiltersSchema, type CompanyFilters } from '@empowerment/shared';
import type { ListFilters } from '../../../components/data-table';
import { parseFilters, type FilterDefinition, type FilterValues } from '../../../components/filter-panel';

const yesNo = [
  { value: 'true', label: 'Sì' },
  { value: 'false', label: 'No' },
];

const adminOnly = new Set<string>(COMPANY_ADMIN_FILTERS);

/**
 * Every filter of spec 02 §7; the administrators' own ones are marked from the shared list the server checks.
 * Daily: how an operator looks for a company (its name, what it does, how far the contact went, where it is).
 */
export const companyFilters: FilterDefinition[] = (
  [
    { key: 'name', label: 'Nome azienda', type: 'text', example: 'Trattoria da Mario', daily: true },
    { key: 'company_type', label: 'Tipo', type: 'select', optionsFrom: { enum: 'companiesTypes' } },
    { key: 'sector_id', label: 'Settore', type: 'select', optionsFrom: { table: 'sectors' }, daily: true },
    {
      key: 'state_contact',
      label: 'Stato contatto',
      type: 'select',
      optionsFrom: { enum: 'companiesStateContact' },
      defaultFor: { operator: COMPANY_OPERATOR_DEFAULT_STATE },
      daily: true,
    },
    { key: 'address', label: 'Indirizzo', type: 'text', example: 'Via Roma' },
    { key: 'municipio_id', label: 'Municipio', type: 'select', optionsFrom: { table: 'municipi' }, daily: true },
    { key: 'contact_name', label: 'Referente esterno', type: 'text', example: 'Lucia Verdi' },
    { key: 'intern_name', label: 'Referente interno', type: 'text', example: 'Marco Neri' },
    { key: 'positions', label: 'Posizione lavorativa', type: 'text', example: 'Cuoco' },
    { key: 'positions_municipio', label: 'Municipio delle posizioni', type: 'select', optionsFrom: { table: 'municipi' } },
    { key: 'positions_open', label: 'Posizioni aperte', type: 'select', options: yesNo },
    { key: 'convention_signed', label: 'Convenzione firmata', type: 'select', options: yesNo },
    { key: 'manifest_internship', label: 'Manifestazione tirocinio', type: 'select', options: yesNo },
    { key: 'manifest_job_day', label: 'Manifestazione job day', type: 'select', options: yesNo },
    { key: 'direct_assumption', label: 'Assunzione diretta', type: 'select', options: yesNo },
    { key: 'mail_sent_at', label: 'Data invio email', type: 'date' },
    { key: 'mail_sender', label: 'Mittente email', type: 'text', example: 'Anna Bianchi' },
    { key: 'fonte', label: 'Fonte', type: 'text', example: 'Camera di commercio' },
    { key: 'contact_email', label: 'Email referente', type: 'text', example: 'info@azienda.it' },
    { key: 'contact_phone', label: 'Telefono referente', type: 'text', example: '061234567' },
    { key: 'intern_phone', label: 'Telefono interno', type: 'text', example: '3331234567' },
    { key: 'intern_mail', label: 'Email interna', type: 'text', example: 'referente@ente.it' },
    { key: 'numbers_internships', label: 'Tirocini richiesti', type: 'text', example: '2' },
    { key: 'date_email_manifest', label: 'Data email manifestazione', type: 'date' },
  ] satisfies (FilterDefinition & { key: keyof CompanyFilters })[]
).map((definition) => (adminOnly.has(definition.key) ? { ...definition, adminOnly: true } : definition));

/**
 * The URL's filters as the list call sends them: the values the shared schema accepts, kept as the
 * text typed (a refused value, from a hand-edited URL, is left out).
 */
export function parseCompanyFilters(values: FilterValues): ListFilters {
  const accepted = parseFilters(CompanyFiltersSchema, values);
  return Object.fromEntries(
    Object.keys(accepted).flatMap((key) => (accepted[key as keyof CompanyFilters] === undefined ? [] : [[key, values[key]]])),
  );
}
