import { useQuery } from '@tanstack/react-query';
import { MAX_LIST_LIMIT, type ListAnswer } from '@empowerment/shared';
import { COSTS_PAGE_SIZE, type Cost, type CostEntityChoice, type CostInput } from '@empowerment/shared/costs';
import type { FileRecord } from '@empowerment/shared/files';
import type { FetchPage, ListFilters } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api, getListedRecord, type RecordUpdate } from '../../../lib/api-client';
import { useLoadMoreList } from '../../../lib/use-load-more-list';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { costKeys } from './cost-keys';

const COSTS = '/auth/costs/';

/** Her costs, newest day first, 11 at a time (spec 02 §2 tab 12, §9). */
export const useBeneficiaryCosts = (beneficiaryId: number) =>
  useLoadMoreList({
    queryKey: [...costKeys.all, 'beneficiary', beneficiaryId],
    pageSize: COSTS_PAGE_SIZE,
    fetchPage: (offset, signal) =>
      api.get<Cost[]>(COSTS, { query: { beneficiary_id: beneficiaryId, limit: COSTS_PAGE_SIZE, offset }, signal }),
  });

/** A page of the programme-wide list (/costi) with its total. */
export const getCosts: FetchPage<Cost, ListFilters> = ({ limit, offset, filters }, signal) =>
  api.get<ListAnswer<Cost>>(COSTS, { query: withFilters({ 'get-tot': true, limit, offset }, filters), signal });

/** Her documents, the choices of the form's 'Documento'. */
export const useBeneficiaryDocuments = (beneficiaryId: number) =>
  useQuery({
    queryKey: [...costKeys.all, 'documents', beneficiaryId],
    queryFn: ({ signal }) =>
      api.get<FileRecord[]>('/auth/files/', { query: { beneficiary_id: beneficiaryId, limit: MAX_LIST_LIMIT }, signal }),
  });

/** Her courses, internships, interviews, career days and group activities: what the form's 'Elemento del percorso' offers. */
export const useCostEntityChoices = (beneficiaryId: number) =>
  useQuery({
    queryKey: [...costKeys.all, 'entities', beneficiaryId],
    queryFn: ({ signal }) => api.get<CostEntityChoice[]>(`${COSTS}beneficiaries/${beneficiaryId}/entities`, { signal }),
  });

export const addCost = ({ beneficiaryId, values }: { beneficiaryId: number; values: CostInput }) =>
  api.post<Cost>(`${COSTS}beneficiaries/${beneficiaryId}`, values);

export const updateCost = ({ loaded, values }: RecordUpdate<CostInput>) => api.put<Cost>(`${COSTS}${loaded.ID}`, values, { loaded });

export const deleteCost = (id: number) => api.delete<void>(`${COSTS}${id}`);

/** A cost as stored now (after a save refused as stale). */
export const getCurrentCost = (cost: Cost) => getListedRecord<Cost>(COSTS, cost.ID, { beneficiary_id: cost.beneficiary_id });

/** What a stored cost sends back when saved again. */
export const costInput = (cost: Cost): CostInput => ({
  date: cost.date,
  type: cost.type,
  amount_committed: cost.amount_committed,
  amount_paid: cost.amount_paid,
  amount_expected: cost.amount_expected,
  confirmed: cost.confirmed,
  notes: cost.notes,
  file_id: cost.file_id,
  entity_type: cost.entity_type as CostInput['entity_type'],
  entity_id: cost.entity_id,
  beneficiary_id: cost.beneficiary_id,
});

export const useAddCost = () => useSavingMutation(addCost, costKeys.all);
export const useUpdateCost = () => useSavingMutation(updateCost, costKeys.all);
export const useDeleteCost = () => useSavingMutation(deleteCost, costKeys.all);
