import { defineFeature, recordTab } from '../../config/feature';
import { costRoutes } from './routes';

/** The screen's routes and its tab on her record (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({
  key: 'costs',
  routes: costRoutes,
  recordTab: recordTab(12, () => import('.'), 'BeneficiaryCostsTab'),
});
