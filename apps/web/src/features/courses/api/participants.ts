import { useQuery } from '@tanstack/react-query';
import type { Participation } from '@empowerment/shared/courses';
import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { courseKeys } from './course-keys';

const participantsKey = (courseId: number) => [...courseKeys.detail(courseId), 'participants'] as const;

export const getCourseParticipants = (courseId: number, signal?: AbortSignal) =>
  api.get<Participation[]>(`/auth/participants/courses/${courseId}`, { signal });

/** Everyone signed up for a course, loaded when the list opens. */
export const useCourseParticipants = (courseId: number, enabled: boolean) =>
  useQuery({ queryKey: participantsKey(courseId), queryFn: ({ signal }) => getCourseParticipants(courseId, signal), enabled });

export const deleteParticipation = (id: number) => api.delete<void>(`/auth/participants/${id}`);

/** Removing a participant reloads the courses (their counts) and the participant lists. */
export const useDeleteParticipation = () => useSavingMutation(deleteParticipation, courseKeys.all);
