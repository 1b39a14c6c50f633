import { createQueryKeys } from '../../../lib/query-keys';

/** Every write reloads everything of the costs: her tab, the programme-wide list. */
export const costKeys = createQueryKeys('costs');
