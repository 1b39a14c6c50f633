import { SCREEN_ENTITIES, type MenuGroup } from '@empowerment/shared';
import type { MenuLook, MenuScreen } from '../../config/feature';
import { byDeclaredKey } from '../features';

export type NavItem = { label: string; href: string } & Pick<MenuLook, 'icon' | 'badge'>;

const MENU_SCREENS = SCREEN_ENTITIES.filter((e): e is MenuScreen => 'menu' in e.screen);

// Every feature folder's `menu.ts` (Vite lists them at build time): the icons and badges come with
// the signed-in shell, which draws the menu, not with the login's first load.
const LOOKS = byDeclaredKey(
  Object.values(import.meta.glob<MenuLook>('../../features/*/menu.ts', { eager: true, import: 'menu' })),
  MENU_SCREENS.map((e) => e.key),
  'menu',
);

/** The menu entries of a group, in the order their declarations give them (spec 01 §2). */
const menu = (group: MenuGroup): NavItem[] =>
  MENU_SCREENS.flatMap(({ key, screen }) =>
    screen.menu.group === group ? [{ ...screen.menu, key, title: screen.title, path: screen.path }] : [],
  )
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({
      label: ('label' in entry && entry.label) || entry.title,
      href: entry.path,
      icon: LOOKS[entry.key].icon,
      badge: LOOKS[entry.key].badge,
    }));

/** Every signed-in user sees these. */
export const NAV_ITEMS = menu('main');
/** Administrators only. */
export const ADMIN_NAV_ITEMS = menu('admin');
export const [FOOTER_NAV_ITEM] = menu('footer');
