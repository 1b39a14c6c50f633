import { IconCalendarEvent } from '@tabler/icons-react';
import { defineFeature, recordTab } from '../../config/feature';
import { careerDayRoutes } from './routes';

/** The screen's routes, its menu icon and its tab on her record (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({
  key: 'careerDays',
  routes: careerDayRoutes,
  icon: IconCalendarEvent,
  recordTab: recordTab(16, () => import('.'), 'CareerDayPanel'),
});
