import { defineFeature, recordTab } from '../../config/feature';
import { courseRoutes } from './routes';

/** The screen's routes and its tab on her record (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({
  key: 'courses',
  routes: courseRoutes,
  recordTab: recordTab(10, () => import('.'), 'BeneficiaryCoursesTab'),
});
