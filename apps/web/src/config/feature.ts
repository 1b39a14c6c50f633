import type { DeclaredScreen } from '@empowerment/shared';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { lazyComponent } from '../lib/lazy-route';

/** A tab of the beneficiary's record drawn from her id. */
export type RecordTabComponent = ComponentType<{ beneficiaryId: number }>;

/** A tab a feature adds to her record: its place among the record's tabs (spec 02 §2) and its component, as its own chunk. */
export type RecordTab = { index: number; Tab: LazyExoticComponent<RecordTabComponent> };

/** A tab as its own chunk: the record's page downloads a tab's form when it is opened. */
export const lazyTab = <K extends string>(load: () => Promise<Record<K, RecordTabComponent>>, name: K) => lazyComponent(load, name);

/** A feature's tab on her record, at its place (spec 02 §2), loaded from the feature's index when opened. */
export const recordTab = <K extends string>(index: number, load: () => Promise<Record<K, RecordTabComponent>>, name: K): RecordTab => ({
  index,
  Tab: lazyTab(load, name),
});

/**
 * What the web app adds to a declared screen (packages/shared, defineEntity with a `screen`): its
 * routes and, if it has one, its tab on the beneficiary's record, by the key of its declaration.
 * Each feature with a screen exports its own as `feature` from its `feature.ts`; app/features.ts
 * collects them, and her record's page reads their tabs.
 */
export type Feature = {
  key: DeclaredScreen['key'];
  routes: RouteObject[];
  recordTab?: RecordTab;
};

export const defineFeature = (feature: Feature): Feature => feature;

/** The declared screens with an entry in the menu (`screen.menu` in their declaration). */
export type MenuScreen = Extract<DeclaredScreen, { screen: { menu: object } }>;

/**
 * What the menu draws beside a screen's entry: its icon and, if it has one, a badge (a count: the
 * deadlines of 'Oggi'). Each feature with a menu entry exports its own as `menu` from its `menu.ts`;
 * the menu (app/layout/nav-items.ts) collects them, so they come with the signed-in shell's chunk,
 * not with the login's first load (bench M6).
 */
export type MenuLook = {
  key: MenuScreen['key'];
  icon: Icon;
  badge?: ComponentType;
};

export const defineMenu = (menu: MenuLook): MenuLook => menu;
