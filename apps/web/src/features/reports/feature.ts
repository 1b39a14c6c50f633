import { defineFeature } from '../../config/feature';
import { reportRoutes } from './routes';

/** The screen's routes (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({ key: 'reports', routes: reportRoutes });
