import { IconAdjustments } from '@tabler/icons-react';
import { defineMenu } from '../../config/feature';

/** The screen's icon in the menu (app/layout/nav-items.ts reads every feature's `menu.ts`). */
export const menu = defineMenu({ key: 'dropdownSettings', icon: IconAdjustments });
