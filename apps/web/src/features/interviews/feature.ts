import { defineFeature, recordTab } from '../../config/feature';
import { interviewRoutes } from './routes';

/** The screen's routes and its tab on her record (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({
  key: 'interviews',
  routes: interviewRoutes,
  recordTab: recordTab(13, () => import('.'), 'BeneficiaryInterviewsTab'),
});
