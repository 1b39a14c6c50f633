import type { ListAnswer } from '@empowerment/shared';
import type { Course } from '@empowerment/shared/courses';
import type { FetchPage, ListFilters } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api } from '../../../lib/api-client';

export const getCourses: FetchPage<Course, ListFilters> = ({ limit, offset, filters }, signal) =>
  api.get<ListAnswer<Course>>('/auth/courses/', { query: withFilters({ 'get-tot': true, limit, offset }, filters), signal });
