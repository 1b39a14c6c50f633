import type { Course, CourseInput } from '@empowerment/shared/courses';
import { api, getListedRecord, type RecordUpdate } from '../../../lib/api-client';
import { useSavingMutation } from '../../../lib/use-saving-mutation';
import { courseKeys } from './course-keys';

export const createCourse = (payload: CourseInput) => api.post<Course>('/auth/courses/', payload);
export const updateCourse = ({ loaded, values }: RecordUpdate<CourseInput>) =>
  api.put<Course>(`/auth/courses/${loaded.ID}`, { ID: loaded.ID, ...values }, { loaded });
/** A course as stored now. */
export const getCurrentCourse = (id: number) => getListedRecord<Course>('/auth/courses/', id);
export const deleteCourse = (id: number) => api.delete<void>(`/auth/courses/${id}`);

export const useCreateCourse = () => useSavingMutation(createCourse, courseKeys.all);
export const useUpdateCourse = () => useSavingMutation(updateCourse, courseKeys.all);
export const useDeleteCourse = () => useSavingMutation(deleteCourse, courseKeys.all);
