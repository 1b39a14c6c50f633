import type { ListAnswer } from '@empowerment/shared';
import type { CompanyListRow } from '@empowerment/shared/companies';
import type { FetchPage } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api } from '../../../lib/api-client';

export const getCompanies: FetchPage<CompanyListRow> = ({ limit, offset, filters }, signal) =>
  api.get<ListAnswer<CompanyListRow>>('/auth/companies/', {
    query: withFilters({ 'get-tot': true, limit, offset }, filters),
    signal,
  });
