import { useQuery } from '@tanstack/react-query';
import type { BeneficiaryFilters, BeneficiaryListRow, ListAnswer } from '@empowerment/shared';
import { listQueryOptions, type FetchPage, type ListParams } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api } from '../../../lib/api-client';
import { beneficiaryKeys } from './beneficiary-keys';

export const getBeneficiaries: FetchPage<BeneficiaryListRow, BeneficiaryFilters> = ({ limit, offset, filters }, signal) =>
  api.get<ListAnswer<BeneficiaryListRow>>('/auth/beneficiaries/', {
    query: withFilters({ 'get-tot': true, limit, offset }, filters),
    signal,
  });

export const getBeneficiariesQueryOptions = (params: ListParams<BeneficiaryFilters>) =>
  listQueryOptions(beneficiaryKeys.lists, getBeneficiaries, params);

export const useBeneficiaries = (params: ListParams<BeneficiaryFilters>) => useQuery(getBeneficiariesQueryOptions(params));
