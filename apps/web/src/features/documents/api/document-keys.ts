import { createQueryKeys } from '../../../lib/query-keys';

export const documentKeys = createQueryKeys('documents');
