import { useQuery } from '@tanstack/react-query';
import type { ListAnswer, Operator, OperatorFilters } from '@empowerment/shared';
import { listQueryOptions, type FetchPage, type ListParams } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './operator-keys';

export const getOperators: FetchPage<Operator, OperatorFilters> = ({ limit, offset, filters }, signal) =>
  api.get<ListAnswer<Operator>>('/auth/operators/', { query: withFilters({ 'get-tot': true, limit, offset }, filters), signal });

export const operatorsQueryOptions = (params: ListParams<OperatorFilters>) => listQueryOptions(operatorKeys.lists, getOperators, params);

export const useOperators = (params: ListParams<OperatorFilters>) => useQuery(operatorsQueryOptions(params));
