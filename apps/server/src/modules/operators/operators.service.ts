import { MSG, type LogChange } from '@empowerment/shared';
import {
  OPERATOR_MSG,
  OPERATOR_SELF_EDITABLE,
  type Operator,
  type OperatorCreate,
  type OperatorUpdateBody,
} from '@empowerment/shared/operators';
import { operators } from '../../db/schema';
import { columnValues } from '../../lib/api-columns';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import type { CurrentOperator } from '../../plugins/auth';
import type { Runner } from '../../db/client';
import { sendPasswordLink, type AuthDeps } from '../auth';
import * as repo from './operators.repository';
import type { OperatorValues } from './operators.repository';

/** municipio_id and col_id must name rows of the reference lists: 400 on the field otherwise. */
async function assertReferences(db: Runner, input: { municipio_id: number; col_id: number }) {
  const missing = await repo.missingReferences(db, { municipioId: input.municipio_id, colId: input.col_id });
  const fields: Record<string, string> = {};
  if (missing.municipio) fields.municipio_id = MSG.badValue;
  if (missing.col) fields.col_id = MSG.badValue;
  if (Object.keys(fields).length) throw new AppError('BAD_REQUEST', MSG.badValue, fields);
}

/** An administrator reads anyone; an operator only herself (another's id, existing or not, is 403). */
export async function getOperator(db: Runner, caller: CurrentOperator, id: number): Promise<Operator> {
  if (!caller.superOperator && caller.id !== id) throw forbidden();
  const operator = await repo.findOperator(db, id);
  if (!operator) throw notFound();
  return operator;
}

/**
 * A new operator has no password: she chooses it through the invitation mailed here. Without an
 * SMTP server the mail only reaches the server log, so the administrator gets the link to hand over.
 */
export async function createOperator(deps: AuthDeps, input: OperatorCreate): Promise<Operator & { invite_url?: string }> {
  await assertReferences(deps.db, input);
  const { created, link } = await deps.db.transaction(async (tx) => {
    const created = await repo.insertOperator(tx, { ...columnValues(operators, input), email: input.email });
    // inside the transaction: if the invitation cannot be sent, the operator is not created either
    return { created, link: await sendPasswordLink(deps, tx, { id: created.ID, email: created.email }, 'invite') };
  });
  return { ...created, ...(deps.config.smtpUrl ? {} : { invite_url: link }) };
}

/** The columns of the fields anyone may change on a record she may edit. */
const SELF_EDITABLE_COLUMNS = {
  name: 'name',
  surname: 'surname',
  phone: 'phone',
  municipio_id: 'municipioId',
  col_id: 'colId',
} as const satisfies Record<(typeof OPERATOR_SELF_EDITABLE)[number], keyof OperatorValues>;

/**
 * An operator edits only her own record, and of it only OPERATOR_SELF_EDITABLE: sending another
 * value for email, super_operator or notes is refused (403), not silently dropped. An administrator
 * edits anyone and everything, except that she cannot take her own administrator rights away (422).
 */
export async function updateOperator(
  db: Runner,
  caller: CurrentOperator,
  id: number,
  input: OperatorUpdateBody,
): Promise<{ operator: Operator; changed: LogChange[] }> {
  if (input.ID !== undefined && input.ID !== id) throw new AppError('BAD_REQUEST', MSG.badValue, { ID: MSG.badValue });
  if (!caller.superOperator && caller.id !== id) throw forbidden();
  const current = await repo.findOperator(db, id);
  if (!current) throw notFound();

  const values = Object.fromEntries(OPERATOR_SELF_EDITABLE.map((k) => [SELF_EDITABLE_COLUMNS[k], input[k]])) as OperatorValues;
  if (!caller.superOperator) {
    const changesAdminField =
      (input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase()) ||
      (input.super_operator !== undefined && input.super_operator !== current.super_operator) ||
      (input.notes !== undefined && input.notes !== current.notes);
    if (changesAdminField) throw forbidden();
  } else {
    // A rule of the data, not a missing permission: 422 on the field, so the form can show it there.
    if (caller.id === id && input.super_operator === false) {
      throw new AppError('UNPROCESSABLE', MSG.cannotDemoteSelf, { super_operator: MSG.cannotDemoteSelf });
    }
    if (input.email !== undefined) values.email = input.email;
    if (input.super_operator !== undefined) values.superOperator = input.super_operator;
    if (input.notes !== undefined) values.notes = input.notes;
  }
  await assertReferences(db, input);
  const operator = await repo.updateOperator(db, id, values);
  if (!operator) throw notFound(); // deleted meanwhile
  return { operator, changed: changedFields(current, operator) };
}

/**
 * An operator who leaves is deactivated, never deleted: her Registro entries and her beneficiaries
 * keep naming her. She cannot sign in any more and her sessions end; an administrator cannot
 * deactivate herself (422, a rule of the data).
 */
export async function deactivateOperator(db: Runner, caller: CurrentOperator, id: number): Promise<Operator> {
  if (caller.id === id) throw new AppError('UNPROCESSABLE', OPERATOR_MSG.cannotDeactivateSelf);
  const operator = await repo.deactivateOperator(db, id);
  if (!operator) throw notFound();
  return operator;
}

export async function reactivateOperator(db: Runner, id: number): Promise<Operator> {
  const operator = await repo.reactivateOperator(db, id);
  if (!operator) throw notFound();
  return operator;
}

/**
 * A new invitation link for an operator who has not chosen her password yet; her earlier
 * invitations stop working. Without SMTP the administrator gets the link to hand over, as on create.
 */
export async function resendInvitation(deps: AuthDeps, id: number): Promise<{ operator: Operator; invite_url?: string }> {
  const operator = await repo.findOperator(deps.db, id);
  if (!operator) throw notFound();
  if (operator.deactivated_at) throw new AppError('UNPROCESSABLE', OPERATOR_MSG.invitationDeactivated);
  if (!operator.invitation_pending) throw new AppError('UNPROCESSABLE', OPERATOR_MSG.invitationNotPending);
  await repo.closeInvitations(deps.db, id, 'invite');
  const link = await sendPasswordLink(deps, deps.db, { id, email: operator.email }, 'invite');
  return { operator, ...(deps.config.smtpUrl ? {} : { invite_url: link }) };
}
