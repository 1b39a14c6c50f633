import { IconMessages } from '@tabler/icons-react';
import { defineFeature, recordTab } from '../../config/feature';
import { interviewRoutes } from './routes';

/** The screen's routes, its menu icon and its tab on her record (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({
  key: 'interviews',
  routes: interviewRoutes,
  icon: IconMessages,
  recordTab: recordTab(13, () => import('.'), 'BeneficiaryInterviewsTab'),
});
