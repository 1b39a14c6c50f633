import { createQueryKeys } from '../../../lib/query-keys';

export const courseKeys = createQueryKeys('courses');
