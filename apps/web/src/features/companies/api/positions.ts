import { queryOptions, useQuery } from '@tanstack/react-query';
import { POSITION_LIST_LIMIT, type Position, type PositionInput } from '@empowerment/shared/companies';
import { api, getListedRecord, type RecordUpdate } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { companyKeys, positionKeys } from './company-keys';

/** A company's positions; assigned true: the taken ones, false: the free ones, undefined: all. */
const positionsQuery = (companyId: number, assigned?: boolean) =>
  queryOptions({
    queryKey: positionKeys.ofCompany(companyId, assigned),
    queryFn: ({ signal }) =>
      api.get<Position[]>(`/auth/companies/${companyId}/internship/`, { query: { limit: POSITION_LIST_LIMIT, assigned }, signal }),
  });

export const usePositions = (companyId: number, assigned: boolean | undefined, enabled: boolean) =>
  useQuery({ ...positionsQuery(companyId, assigned), enabled });

export type PositionPayload = Partial<PositionInput>;

const createPosition = ({ companyId, ...payload }: PositionPayload & { companyId: number }) =>
  api.post<Position>(`/auth/companies/${companyId}/internship/`, { ...payload, company_id: companyId });
const updatePosition = ({ loaded, values }: RecordUpdate<PositionPayload>) =>
  api.put<Position>(`/auth/companies/internship/${loaded.ID}`, values, { loaded });

/** A position as stored now, among its company's. */
export const getCurrentPosition = (companyId: number, id: number) =>
  getListedRecord<Position>(`/auth/companies/${companyId}/internship/`, id, { limit: POSITION_LIST_LIMIT });
const deletePosition = (id: number) => api.delete<void>(`/auth/companies/internship/${id}`);

// the list's counts change with the positions: both reload
export const useCreatePosition = () => useSavingMutation(createPosition, companyKeys.all);
export const useUpdatePosition = () => useSavingMutation(updatePosition, companyKeys.all);
export const useDeletePosition = () => useSavingMutation(deletePosition, companyKeys.all);
