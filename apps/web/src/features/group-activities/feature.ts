import { defineFeature, recordTab } from '../../config/feature';
import { groupActivityRoutes } from './routes';

/** The screen's routes and its tab on her record (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({
  key: 'groupActivities',
  routes: groupActivityRoutes,
  recordTab: recordTab(17, () => import('.'), 'GroupActivityPanel'),
});
