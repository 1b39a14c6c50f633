import { IconUsersGroup } from '@tabler/icons-react';
import { defineFeature } from '../../config/feature';
import { groupActivityRoutes } from './routes';

/** The screen's routes and its menu icon (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({ key: 'groupActivities', routes: groupActivityRoutes, icon: IconUsersGroup });
