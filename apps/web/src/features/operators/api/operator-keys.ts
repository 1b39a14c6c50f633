import { createQueryKeys } from '../../../lib/query-keys';

export const operatorKeys = createQueryKeys('operators');
