import { defineFeature } from '../../config/feature';
import { bugReportRoutes } from './routes';

/** The screen's routes (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({ key: 'bugReport', routes: bugReportRoutes });
