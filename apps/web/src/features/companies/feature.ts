import { defineFeature } from '../../config/feature';
import { companyRoutes } from './routes';

/** The screen's routes (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({ key: 'companies', routes: companyRoutes });
