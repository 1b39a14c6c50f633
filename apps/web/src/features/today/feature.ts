import { defineFeature } from '../../config/feature';
import { todayRoutes } from './routes';

/** 'Oggi': its route (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({ key: 'today', routes: todayRoutes });
