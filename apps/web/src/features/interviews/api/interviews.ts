import { useQuery } from '@tanstack/react-query';
import { MAX_LIST_LIMIT, type ListAnswer } from '@empowerment/shared';
import type { Cost, CostEntityType } from '@empowerment/shared/costs';
import { INTERVIEWS_PAGE_SIZE, type Interview, type InterviewUpdate } from '@empowerment/shared/interviews';
import type { FetchPage } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api, getListedRecord, type RecordUpdate } from '../../../lib/api-client';
import { createQueryKeys } from '../../../lib/query-keys';
import { useLoadMoreList } from '../../../lib/use-load-more-list';
import { useSavingMutation } from '../../../lib/use-saving-mutation';

/** Every write reloads everything of the interviews: her tab and the programme-wide list. */
export const interviewKeys = createQueryKeys('interviews');

const LIST = '/auth/interviews/';

/** Her interviews, the latest first, 11 at a time (spec 02 §2 tab 13, §7). */
export const useBeneficiaryInterviews = (beneficiaryId: number) =>
  useLoadMoreList({
    queryKey: [...interviewKeys.all, 'beneficiary', beneficiaryId],
    pageSize: INTERVIEWS_PAGE_SIZE,
    fetchPage: (offset, signal) =>
      api.get<Interview[]>(LIST, { query: { beneficiary_id: beneficiaryId, limit: INTERVIEWS_PAGE_SIZE, offset }, signal }),
  });

/** A page of the programme-wide list (/colloqui) with its filters and the total. */
export const getInterviews: FetchPage<Interview> = ({ limit, offset, filters }, signal) =>
  api.get<ListAnswer<Interview>>(LIST, { query: withFilters({ 'get-tot': true, limit, offset }, filters), signal });

export const addInterview = ({ beneficiaryId, values }: { beneficiaryId: number; values: InterviewUpdate }) =>
  api.post<Interview>(`/auth/interviews/beneficiaries/${beneficiaryId}`, values);

export const updateInterview = ({ loaded, values }: RecordUpdate<InterviewUpdate>) =>
  api.put<Interview>(`/auth/interviews/${loaded.ID}`, values, { loaded });

export const deleteInterview = (id: number) => api.delete<void>(`/auth/interviews/${id}`);

/** An interview as stored now (after a save refused as stale). */
export const getCurrentInterview = (interview: Interview) =>
  getListedRecord<Interview>(LIST, interview.ID, { beneficiary_id: interview.beneficiary_id });

export const useAddInterview = () => useSavingMutation(addInterview, interviewKeys.all);
export const useUpdateInterview = () => useSavingMutation(updateInterview, interviewKeys.all);
export const useDeleteInterview = () => useSavingMutation(deleteInterview, interviewKeys.all);

/** The entity_type of a cost attached to an interview (its entity_id is the interview's ID). */
export const INTERVIEW_COST_ENTITY = 'Colloquio' satisfies CostEntityType;

/**
 * Her costs attached to an interview, by interview (the Costo Allegato column): one call for the
 * whole tab, under the costs' key, so a cost saved in her Costi tab shows here too.
 */
export const useInterviewCosts = (beneficiaryId: number) =>
  useQuery({
    queryKey: [...createQueryKeys('costs').all, 'of-interviews', beneficiaryId],
    queryFn: ({ signal }) =>
      api.get<Cost[]>('/auth/costs/', {
        query: { beneficiary_id: beneficiaryId, entity_type: INTERVIEW_COST_ENTITY, limit: MAX_LIST_LIMIT },
        signal,
      }),
    select: (costs) => new Map(costs.flatMap((cost) => (cost.entity_id == null ? [] : [[cost.entity_id, cost] as const]))),
  });
