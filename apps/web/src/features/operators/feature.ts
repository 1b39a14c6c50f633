import { defineFeature } from '../../config/feature';
import { operatorRoutes } from './routes';

/** The screen's routes (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({ key: 'operators', routes: operatorRoutes });
