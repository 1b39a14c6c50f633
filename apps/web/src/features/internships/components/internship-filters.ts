import { labelsOf } from '@empowerment/shared';
import type { CompanyMinInfo } from '@empowerment/shared/companies';
import { InternshipFiltersSchema, internshipEntity, type InternshipFilters } from '@empowerment/shared/internships';
import type { ListFilters } from '../../../components/data-table';
import { herFilter, parseListFilters, type FilterDefinition, type FilterValues } from '../../../components/filter-panel';

const L = labelsOf(internshipEntity);

/** The filters of /tirocini: daily, whose internship, at which host, in which status; then the sector and when it was recorded. */
export const internshipFilters = (hosts: CompanyMinInfo[] = []): FilterDefinition[] =>
  [
    herFilter(L.beneficiary),
    {
      key: 'hosting_company_id',
      label: L.hosting_company_id,
      type: 'select',
      options: hosts.map((company) => ({ value: String(company.ID), label: company.company_name })),
      daily: true,
    },
    { key: 'status_internships', label: L.status_internships, type: 'select', optionsFrom: { enum: 'statusInternships' }, daily: true },
    { key: 'sector_id', label: L.sector_id, type: 'select', optionsFrom: { table: 'sectors' } },
    { key: 'created_from', label: L.created_from, type: 'date' },
    { key: 'created_to', label: L.created_to, type: 'date' },
  ] satisfies (FilterDefinition & { key: keyof InternshipFilters })[];

/** The URL's filters checked by the server's schema, as the query's text. */
export const parseInternshipFilters = (values: FilterValues): ListFilters => parseListFilters(InternshipFiltersSchema, values);
