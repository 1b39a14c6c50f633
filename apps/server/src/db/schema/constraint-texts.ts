import { MSG, STATUS_MESSAGES } from '@empowerment/shared';

/**
 * What a client is told when a write breaks a unique or foreign key: each schema file declares its
 * own constraints next to its tables (`export const <table>Constraints = constraintTexts({...})`, by
 * the constraint's name in PostgreSQL), and db/constraints.ts collects them for the errors plugin.
 */
export type UniqueConstraint = { kind: 'unique'; field: string; message: string };
export type ForeignKeyConstraint = {
  kind: 'foreign';
  /** The referencing field: a create or update naming a missing row is a 400 on it. */
  field: string;
  /** Text of that 400 (MSG.badValue unless given). */
  message: string;
  /** Text of the 424 when a delete is blocked by rows that still reference it. */
  dependants: string;
};
export type Constraint = UniqueConstraint | ForeignKeyConstraint;

/** A unique key: the field it guards and the text of the 409. */
export const uniqueText = (field: string, message: string): UniqueConstraint => ({ kind: 'unique', field, message });
/** A foreign key: the referencing field, the text of the 400 naming a missing row, the text of the 424 of a blocked delete. */
export const foreignText = (
  field: string,
  message: string = MSG.badValue,
  dependants: string = STATUS_MESSAGES[424],
): ForeignKeyConstraint => ({ kind: 'foreign', field, message, dependants });

/** Label lists (Dropdown Edit): one entry may appear once. */
export const LIST_ENTRY_TAKEN = "Il valore è già presente nell'elenco";
/** Values the server itself makes (never typed by a client): the catalogue's generic text. */
export const GENERATED = STATUS_MESSAGES[409];

/** The constraints of one schema file, by name; db/constraints.ts finds every instance among the schema's exports. */
export class ConstraintTexts {
  constructor(readonly byName: Readonly<Record<string, Constraint>>) {}
}
export const constraintTexts = (byName: Record<string, Constraint>) => new ConstraintTexts(byName);
