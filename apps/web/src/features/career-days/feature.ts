import { defineFeature, recordTab } from '../../config/feature';
import { careerDayRoutes } from './routes';

/** The screen's routes and its tab on her record (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({
  key: 'careerDays',
  routes: careerDayRoutes,
  recordTab: recordTab(16, () => import('.'), 'CareerDayPanel'),
});
