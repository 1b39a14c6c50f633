import type { ListAnswer } from '@empowerment/shared';
import type { Operator, OperatorFilters } from '@empowerment/shared/operators';
import type { FetchPage } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api } from '../../../lib/api-client';

export const getOperators: FetchPage<Operator, OperatorFilters> = ({ limit, offset, filters }, signal) =>
  api.get<ListAnswer<Operator>>('/auth/operators/', { query: withFilters({ 'get-tot': true, limit, offset }, filters), signal });
