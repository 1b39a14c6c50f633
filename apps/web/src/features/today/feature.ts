import { IconCalendarDue } from '@tabler/icons-react';
import { defineFeature } from '../../config/feature';
import { TodayBadge } from './components/today-badge';
import { todayRoutes } from './routes';

/** 'Oggi': its route, its menu icon and the badge counting what is due (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({ key: 'today', routes: todayRoutes, icon: IconCalendarDue, badge: TodayBadge });
