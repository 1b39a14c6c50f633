import { IconCurrencyEuro } from '@tabler/icons-react';
import { defineFeature, recordTab } from '../../config/feature';
import { costRoutes } from './routes';

/** The screen's routes, its menu icon and its tab on her record (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({
  key: 'costs',
  routes: costRoutes,
  icon: IconCurrencyEuro,
  recordTab: recordTab(12, () => import('.'), 'BeneficiaryCostsTab'),
});
