import { useQuery } from '@tanstack/react-query';
import { COMPANY_MIN_INFO_LIMIT, type CompanyMinInfo } from '@empowerment/shared/companies';
import { TRAINING_BODY_TYPE } from '@empowerment/shared/courses';
import { api } from '../../../lib/api-client';

/** The companies of type 'Ente di formazione': the choices of a course's provider. */
export const getTrainingBodies = (signal?: AbortSignal) =>
  api.get<CompanyMinInfo[]>('/auth/companies/', {
    query: { company_type: TRAINING_BODY_TYPE, minInfo: true, limit: COMPANY_MIN_INFO_LIMIT },
    signal,
  });

export const useTrainingBodies = () =>
  useQuery({ queryKey: ['companies', 'training-bodies'], queryFn: ({ signal }) => getTrainingBodies(signal) });
