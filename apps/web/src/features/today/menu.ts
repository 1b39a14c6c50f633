import { IconCalendarDue } from '@tabler/icons-react';
import { defineMenu } from '../../config/feature';
import { TodayBadge } from './components/today-badge';

/** The icon of 'Oggi' in the menu and the badge counting what is due (app/layout/nav-items.ts reads every feature's `menu.ts`). */
export const menu = defineMenu({ key: 'today', icon: IconCalendarDue, badge: TodayBadge });
