import { isDeclaration, type Declared } from './common/entity';
import * as declared from './declarations';

type Exported = (typeof declared)[keyof typeof declared];
/** Every entity and page of the product, as declared (defineEntity) in the files declarations.ts lists. */
export type DeclaredEntity = Extract<Exported, Declared>;

/**
 * Every entity and page of the product, in the order of their keys: the Registro Attività's
 * entities, the export types and the web app's screens, menu and titles are read from this list.
 * Its order means nothing (the menu has its own, `screen.menu.order`). A new entity is its
 * declaration and its file's line in declarations.ts; nothing to add here.
 */
export const ENTITIES: readonly DeclaredEntity[] = Object.values(declared)
  .filter((value): value is DeclaredEntity => isDeclaration(value))
  .sort((a, b) => (a.key < b.key ? -1 : 1));

/** The declarations that have a screen in the web app. */
export type DeclaredScreen = Extract<DeclaredEntity, { screen: object }>;
export const SCREEN_ENTITIES = ENTITIES.filter((e): e is DeclaredScreen => 'screen' in e);
