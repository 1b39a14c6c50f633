import { MSG, STATUS_MESSAGES } from '@empowerment/shared';
import { BENEFICIARY_MSG } from '@empowerment/shared/beneficiaries';
import * as schema from './schema';
import { ConstraintTexts, type Constraint } from './schema/constraint-texts';

export type { Constraint } from './schema/constraint-texts';

/**
 * Every unique and foreign-key constraint of the schema, by its name in PostgreSQL: the API field it
 * guards and the Italian text a client gets when a write breaks it. Each schema file declares its own
 * next to its tables (`constraintTexts`); this collects them. The errors plugin reads only this;
 * db/constraints.test.ts fails when the migrated database and this list disagree.
 */
export const CONSTRAINTS: Readonly<Record<string, Constraint>> = collect(Object.values(schema));

function collect(exports: unknown[]): Record<string, Constraint> {
  const all: Record<string, Constraint> = {};
  for (const declared of exports) {
    if (!(declared instanceof ConstraintTexts)) continue;
    for (const [name, constraint] of Object.entries(declared.byName)) {
      if (all[name]) throw new Error(`constraint ${name} is declared twice`);
      all[name] = constraint;
    }
  }
  return all;
}

/** Text of a unique violation on a table whose constraint is not listed (the registry test keeps this rare). */
const UNLISTED_UNIQUE: Record<string, string> = { beneficiaries: BENEFICIARY_MSG.uniqueTaken };

/** The answer to a broken unique constraint: 409 with the text, on its field when known. */
export function uniqueViolation(constraint: string | undefined, table: string | undefined) {
  const entry = constraint ? CONSTRAINTS[constraint] : undefined;
  if (entry?.kind === 'unique') return { error: entry.message, fields: { [entry.field]: entry.message } };
  return { error: (table && UNLISTED_UNIQUE[table]) ?? STATUS_MESSAGES[409] };
}

/**
 * The answer to a broken foreign key: a delete still referenced is a 424; a create or update naming
 * a row that does not exist is a 400 on its field.
 */
export function foreignKeyViolation(constraint: string | undefined, deleting: boolean) {
  const entry = constraint ? CONSTRAINTS[constraint] : undefined;
  const fk = entry?.kind === 'foreign' ? entry : undefined;
  if (deleting) return { status: 424, body: { error: fk?.dependants ?? STATUS_MESSAGES[424] } };
  if (!fk) return { status: 400, body: { error: MSG.badValue } };
  return { status: 400, body: { error: fk.message, fields: { [fk.field]: fk.message } } };
}

/** The SQLSTATE of a write refused because her record is anonymised (migration 0033's trigger, decision 0050). */
export const ANONYMISED_SQLSTATE = 'EM409';
