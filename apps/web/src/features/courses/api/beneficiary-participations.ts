import { useQuery } from '@tanstack/react-query';
import {
  COURSE_MIN_INFO_LIMIT,
  PARTICIPATIONS_PAGE_SIZE,
  type CourseMinInfo,
  type Participation,
  type ParticipationUpdate,
} from '@empowerment/shared/courses';
import { api, getListedRecord, type RecordUpdate } from '../../../lib/api-client';
import { useLoadMoreList } from '../../../lib/use-load-more-list';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { courseKeys } from './course-keys';

// Every write reloads everything of the courses (courseKeys.all): her participations, the courses
// she may still join, and the participant counts and lists of the courses screen.

const ofBeneficiary = (beneficiaryId: number) => `/auth/participants/beneficiaries/${beneficiaryId}`;

/** Her participations, the latest first, 11 at a time (spec 02 §2 tab 10). */
export const useBeneficiaryParticipations = (beneficiaryId: number) =>
  useLoadMoreList({
    queryKey: [...courseKeys.all, 'beneficiary', beneficiaryId],
    pageSize: PARTICIPATIONS_PAGE_SIZE,
    fetchPage: (offset, signal) =>
      api.get<Participation[]>(ofBeneficiary(beneficiaryId), { query: { limit: PARTICIPATIONS_PAGE_SIZE, offset }, signal }),
  });

/** The courses she is not in, of signed training bodies: the choices of the form (spec 02 §7). */
export const useCoursesNotJoined = (beneficiaryId: number) =>
  useQuery({
    queryKey: [...courseKeys.all, 'not-joined', beneficiaryId],
    queryFn: ({ signal }) =>
      api.get<CourseMinInfo[]>('/auth/courses/', {
        query: { notBeneficiary: beneficiaryId, minInfo: true, limit: COURSE_MIN_INFO_LIMIT, only_signed: true },
        signal,
      }),
  });

export const addParticipation = (values: ParticipationUpdate) =>
  api.post<Participation>(`${ofBeneficiary(values.beneficiary_id)}/courses/${values.course_id}`, values);

export const updateParticipation = ({ loaded, values }: RecordUpdate<ParticipationUpdate>) =>
  api.put<Participation>(`/auth/participants/${loaded.ID}`, values, { loaded });

/** A participation as stored now (after a save refused as stale). */
export const getCurrentParticipation = (participation: Participation) =>
  getListedRecord<Participation>(ofBeneficiary(participation.beneficiary_id), participation.ID);

export const useAddParticipation = () => useSavingMutation(addParticipation, courseKeys.all);
export const useUpdateParticipation = () => useSavingMutation(updateParticipation, courseKeys.all);
