import { defineFeature, recordTab } from '../../config/feature';
import { internshipRoutes } from './routes';

/** The screen's routes and its tab on her record (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({
  key: 'internships',
  routes: internshipRoutes,
  recordTab: recordTab(11, () => import('.'), 'BeneficiaryInternshipsTab'),
});
