import { useQuery } from '@tanstack/react-query';
import { MAX_LIST_LIMIT, type ListAnswer } from '@empowerment/shared';
import type { Participant } from '@empowerment/shared/events';
import type { FetchPage, ListFilters } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api, getListedRecord, type RecordUpdate } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import type { EventApi, EventRow } from '../event-kind';

// Every write reloads everything of the kind (kind.keys.all): the lists with their participant
// counts, the participants and the sign-ups.

const listPath = (kind: EventApi) => `/auth/${kind.segment}`;
const signUpsPath = (kind: EventApi, beneficiaryId: number) => `/auth/beneficiaries/${beneficiaryId}/${kind.segment}`;

/** The paged list of the management table. */
export const eventPageFetcher =
  <Row>(kind: EventApi): FetchPage<Row, ListFilters> =>
  ({ limit, offset, filters }, signal) =>
    api.get<ListAnswer<Row>>(`${listPath(kind)}/`, { query: withFilters({ 'get-tot': true, limit, offset }, filters), signal });

export const useCreateEvent = (kind: EventApi) =>
  useSavingMutation((values: object) => api.post<unknown>(`${listPath(kind)}/`, values), kind.keys.all);

export const useUpdateEvent = (kind: EventApi) =>
  useSavingMutation(
    ({ loaded, values }: RecordUpdate<object>) => api.put<unknown>(`${listPath(kind)}/${loaded.ID}`, values, { loaded }),
    kind.keys.all,
  );

/** An event as stored now. */
export const getCurrentEvent = <Row extends EventRow>(kind: EventApi, id: number) => getListedRecord<Row>(`${listPath(kind)}/`, id);

export const useDeleteEvent = (kind: EventApi) =>
  useSavingMutation((id: number) => api.delete<void>(`${listPath(kind)}/${id}`), kind.keys.all);

export const useParticipants = (kind: EventApi, id: number | undefined) =>
  useQuery({
    queryKey: [...kind.keys.all, 'participants', id ?? 0],
    queryFn: ({ signal }) => api.get<Participant[]>(`${listPath(kind)}/${id}/beneficiaries/`, { signal }),
    enabled: id != null,
  });

export const useRemoveParticipant = (kind: EventApi) =>
  useSavingMutation(
    ({ id, beneficiaryId }: { id: number; beneficiaryId: number }) =>
      api.delete<void>(`${listPath(kind)}/${id}/beneficiaries/${beneficiaryId}`),
    kind.keys.all,
  );

/** The events a beneficiary signed up for. */
export const useBeneficiaryEvents = <Item>(kind: EventApi, beneficiaryId: number) =>
  useQuery({
    queryKey: [...kind.keys.all, 'beneficiary', beneficiaryId],
    queryFn: ({ signal }) => api.get<Item[]>(`${signUpsPath(kind, beneficiaryId)}/`, { signal }),
  });

/** The events she has not joined yet: the selector's options. */
export const useEventsNotJoined = <Row>(kind: EventApi, beneficiaryId: number) =>
  useQuery({
    queryKey: [...kind.keys.all, 'not-joined', beneficiaryId],
    queryFn: ({ signal }) =>
      api.get<Row[]>(`${listPath(kind)}/`, { query: { notBeneficiary: beneficiaryId, limit: MAX_LIST_LIMIT }, signal }),
  });

export const useJoinEvent = (kind: EventApi, beneficiaryId: number) =>
  useSavingMutation(
    (eventId: number) => api.post<unknown>(`${signUpsPath(kind, beneficiaryId)}/`, { [kind.joinKey]: [eventId] }),
    kind.keys.all,
  );

export const useLeaveEvent = (kind: EventApi, beneficiaryId: number) =>
  useSavingMutation((eventId: number) => api.delete<void>(`${signUpsPath(kind, beneficiaryId)}/${eventId}`), kind.keys.all);
