import { useQuery } from '@tanstack/react-query';
import { MAX_LIST_LIMIT } from '@empowerment/shared';
import type { Participation } from '@empowerment/shared/courses';
import { api } from '../../../lib/api-client';
import { courseLabel } from '../components/participation-form';
import { courseKeys } from './course-keys';

/** One of her courses as a choice elsewhere (a document's record): the course, her participation, their label. */
export type BeneficiaryCourseChoice = { courseId: number; participationId: number; label: string };

/** Every course she takes part in, at once, for a select (her documents' upload form). */
export const useBeneficiaryCourseChoices = (beneficiaryId: number) =>
  useQuery({
    queryKey: [...courseKeys.all, 'choices', beneficiaryId],
    queryFn: ({ signal }) =>
      api.get<Participation[]>(`/auth/participants/beneficiaries/${beneficiaryId}`, { query: { limit: MAX_LIST_LIMIT }, signal }),
    select: (rows): BeneficiaryCourseChoice[] =>
      rows.map((row) => ({
        courseId: row.course_id,
        participationId: row.ID,
        label: courseLabel({ type: row.course.type, company_name: row.course.provider_course }),
      })),
  });
