import { SCREEN_ENTITIES, type MenuGroup } from '@empowerment/shared';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { FEATURES } from '../features';

export type NavItem = { label: string; href: string; icon: Icon; badge?: ComponentType };

/** The menu entries of a group, in the order their declarations give them (spec 01 §2). */
const menu = (group: MenuGroup): NavItem[] =>
  SCREEN_ENTITIES.flatMap(({ key, screen }) =>
    'menu' in screen && screen.menu.group === group ? [{ ...screen.menu, key, title: screen.title, path: screen.path }] : [],
  )
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({
      label: ('label' in entry && entry.label) || entry.title,
      href: entry.path,
      icon: FEATURES[entry.key].icon,
      badge: FEATURES[entry.key].badge,
    }));

/** Every signed-in user sees these. */
export const NAV_ITEMS = menu('main');
/** Administrators only. */
export const ADMIN_NAV_ITEMS = menu('admin');
export const [FOOTER_NAV_ITEM] = menu('footer');
