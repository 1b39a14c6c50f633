import { IconShieldLock } from '@tabler/icons-react';
import { defineFeature } from '../../config/feature';
import { dataProtectionRoutes } from './routes';

/** The screen's routes and its menu icon (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({ key: 'dataProtection', routes: dataProtectionRoutes, icon: IconShieldLock });
