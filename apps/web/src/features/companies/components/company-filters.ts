import { labelsOf } from '@empowerment/shared';
import {
  COMPANY_ADMIN_FILTERS,
  COMPANY_OPERATOR_DEFAULT_STATE,
  CompanyFiltersSchema,
  companyEntity,
  type CompanyFilters,
} from '@empowerment/shared/companies';
import type { ListFilters } from '../../../components/data-table';
import { parseFilters, type FilterDefinition, type FilterValues } from '../../../components/filter-panel';

const yesNo = [
  { value: 'true', label: 'Sì' },
  { value: 'false', label: 'No' },
];

const adminOnly = new Set<string>(COMPANY_ADMIN_FILTERS);
const L = labelsOf(companyEntity);

/**
 * Every filter of spec 02 §7; the administrators' own ones are marked from the shared list the server checks.
 * Daily: how an operator looks for a company (its name, what it does, how far the contact went, where it is).
 */
export const companyFilters: FilterDefinition[] = (
  [
    { key: 'name', label: L.company_name, type: 'text', example: 'Trattoria da Mario', daily: true },
    { key: 'company_type', label: L.company_type, type: 'select', optionsFrom: { enum: 'companiesTypes' } },
    { key: 'sector_id', label: L.sector_id, type: 'select', optionsFrom: { table: 'sectors' }, daily: true },
    {
      key: 'state_contact',
      label: L.state_contact,
      type: 'select',
      optionsFrom: { enum: 'companiesStateContact' },
      defaultFor: { operator: COMPANY_OPERATOR_DEFAULT_STATE },
      daily: true,
    },
    { key: 'address', label: L.address, type: 'text', example: 'Via Roma' },
    { key: 'municipio_id', label: L.municipio_id, type: 'select', optionsFrom: { table: 'municipi' }, daily: true },
    { key: 'contact_name', label: L.contact_name, type: 'text', example: 'Lucia Verdi' },
    { key: 'intern_name', label: L.intern_name, type: 'text', example: 'Marco Neri' },
    { key: 'positions', label: L.positions, type: 'text', example: 'Cuoco' },
    { key: 'positions_municipio', label: L.positions_municipio, type: 'select', optionsFrom: { table: 'municipi' } },
    { key: 'positions_open', label: L.positions_open, type: 'select', options: yesNo },
    { key: 'convention_signed', label: L.convention_signed, type: 'select', options: yesNo },
    { key: 'manifest_internship', label: L.manifest_internship, type: 'select', options: yesNo },
    { key: 'manifest_job_day', label: L.manifest_job_day, type: 'select', options: yesNo },
    { key: 'direct_assumption', label: L.direct_assumption, type: 'select', options: yesNo },
    { key: 'mail_sent_at', label: L.mail_sent_at, type: 'date' },
    { key: 'mail_sender', label: L.mail_sender, type: 'text', example: 'Anna Bianchi' },
    { key: 'fonte', label: L.fonte, type: 'text', example: 'Camera di commercio' },
    { key: 'contact_email', label: L.contact_email, type: 'text', example: 'info@azienda.it' },
    { key: 'contact_phone', label: L.contact_phone, type: 'text', example: '061234567' },
    { key: 'intern_phone', label: L.intern_phone, type: 'text', example: '3331234567' },
    { key: 'intern_mail', label: L.intern_mail, type: 'text', example: 'referente@ente.it' },
    { key: 'numbers_internships', label: L.numbers_internships, type: 'text', example: '2' },
    { key: 'date_email_manifest', label: L.date_email_manifest, type: 'date' },
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
