import { IconUsersGroup } from '@tabler/icons-react';
import { defineFeature, recordTab } from '../../config/feature';
import { groupActivityRoutes } from './routes';

/** The screen's routes, its menu icon and its tab on her record (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({
  key: 'groupActivities',
  routes: groupActivityRoutes,
  icon: IconUsersGroup,
  recordTab: recordTab(17, () => import('.'), 'GroupActivityPanel'),
});
