import type { Course, CourseInput } from '@empowerment/shared';
import { api } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { courseKeys } from './course-keys';

export const createCourse = (payload: CourseInput) => api.post<Course>('/auth/courses/', payload);
export const updateCourse = ({ ID, ...payload }: CourseInput & { ID: number }) =>
  api.put<Course>(`/auth/courses/${ID}`, { ID, ...payload });
export const deleteCourse = (id: number) => api.delete<void>(`/auth/courses/${id}`);

export const useCreateCourse = () => useSavingMutation(createCourse, courseKeys.all);
export const useUpdateCourse = () => useSavingMutation(updateCourse, courseKeys.all);
export const useDeleteCourse = () => useSavingMutation(deleteCourse, courseKeys.all);
