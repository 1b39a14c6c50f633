import { defineFeature } from '../../config/feature';
import { privacyPolicyRoutes } from './routes';

/** The screen's routes (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({ key: 'privacyPolicy', routes: privacyPolicyRoutes });
