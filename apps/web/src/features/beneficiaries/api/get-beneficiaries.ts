import type { ListAnswer } from '@empowerment/shared';
import type { BeneficiaryListRow } from '@empowerment/shared/beneficiaries';
import type { FetchPage, ListFilters } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api } from '../../../lib/api-client';

export const getBeneficiaries: FetchPage<BeneficiaryListRow, ListFilters> = ({ limit, offset, filters }, signal) =>
  api.get<ListAnswer<BeneficiaryListRow>>('/auth/beneficiaries/', {
    query: withFilters({ 'get-tot': true, limit, offset }, filters),
    signal,
  });
