/**
 * One declaration per entity (and per page of the web app), read by everything that lists them:
 * the Registro Attività's closed list of entities, the export types, the web app's routes, menu and
 * screen titles, and the labels of an entity's fields wherever a field is named (its form, its
 * filters, its list's columns, its export's columns). Plain data, no schema: the web app's shell
 * reads it on its first screen.
 */

/** What the Registro Attività records: the key stored and sent as `entita` (the spec's English), and its Italian label. */
export type LogName = { readonly entity: string; readonly label: string };

/** Where a screen's entry stands in the menu (spec 01 §2): the main list, the administrators' part, the foot. */
export type MenuGroup = 'main' | 'admin' | 'footer';

/** A screen of the web app. */
export type ScreenDeclaration = {
  /** Its path (the spec's spelling, 'carrers-day' included). */
  readonly path: string;
  /** Its name in the browser's tab. */
  readonly title: string;
  /** Its menu entry: the group, the place in it (spec 01 §2's order), and a label when it is not the title. */
  readonly menu?: { readonly group: MenuGroup; readonly order: number; readonly label?: string };
  /** Administrators only (the server checks it again on every call). */
  readonly admin?: boolean;
};

export type EntityDeclaration = {
  /** Its name in code and in the web app's link builders (`paths.companies`). */
  readonly key: string;
  readonly log?: LogName;
  /**
   * The Italian label of each field of its input, in the form's order: one vocabulary for the form,
   * the filters, the list's columns, the export's columns and the Registro's notes.
   */
  readonly fields?: Readonly<Record<string, string>>;
  /** The labels of what it shows but nobody types (counts, states worked out by the server). */
  readonly computed?: Readonly<Record<string, string>>;
  /** Its xlsx export (GET /api/auth/export?type=...). */
  readonly exportType?: string;
  readonly screen?: ScreenDeclaration;
};

/** What defineEntity adds to a declaration: the mark by which the list of entities (entities.ts) finds it. */
const DECLARED = Symbol('entity declaration');
export type Declared = { readonly [DECLARED]: true };

/** Declares an entity, or a page of the web app (a declaration with a screen only). */
export const defineEntity = <const D extends EntityDeclaration>(declaration: D): D & Declared => ({ ...declaration, [DECLARED]: true });

/** A value defineEntity returned. */
export const isDeclaration = (value: unknown): value is EntityDeclaration & Declared =>
  typeof value === 'object' && value !== null && DECLARED in value;

/** Every label of an entity: its fields' and what it shows besides. */
export type LabelsOf<D extends EntityDeclaration> = NonNullable<D['fields']> & NonNullable<D['computed']>;
export const labelsOf = <D extends EntityDeclaration>(entity: D) => ({ ...entity.fields, ...entity.computed }) as LabelsOf<D>;
