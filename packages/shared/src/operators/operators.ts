import { z } from 'zod';
import { OPERATOR_NAME_MAX, OPERATOR_NOTES_MAX } from '../constants';
import { MSG } from '../messages';
import { email, optionalText, phone, requiredId, rowId } from '../common/fields';
import { boolFilter, enumFilter, textFilter } from '../common/filters';
import { listQuerySchema } from '../common/list';
import { recordMeta } from '../common/record';

export const OPERATOR_MSG = {
  /** 409: the address belongs to another operator (lower-case e, like the other e-mail texts of the form). */
  emailTaken: "L'email è già presente nel sistema",
  /** 422: an administrator cannot deactivate her own account. */
  cannotDeactivateSelf: 'Non puoi disattivare il tuo account.',
  /** 422: a new invitation for an operator who already chose her password. */
  invitationNotPending: 'Questa operatrice ha già scelto la password: non serve un nuovo invito.',
  /** 422: a new invitation for a deactivated operator. */
  invitationDeactivated: "L'operatrice è disattivata: riattivala prima di inviarle un nuovo invito.",
  /** Success notices of the operators screen. */
  deactivated: 'Operatore disattivato',
  reactivated: 'Operatore riattivato',
  invitationSent: 'Nuovo invito creato: il precedente non vale più',
} as const;

/** The deactivation's confirmation, naming her (name and surname, or her e-mail). */
export const operatorDeactivateQuestion = (who: string) =>
  `Disattivare ${who}? Non potrà più accedere; la sua attività resta nel Registro Attività e le beneficiarie restano assegnate a lei. Potrai riattivarla quando vuoi.`;

/** Which operators the list shows (OperatorFilters.state): the active ones unless asked otherwise. */
export const OPERATOR_STATES = ['active', 'deactivated', 'all'] as const;
export type OperatorState = (typeof OPERATOR_STATES)[number];
export const OPERATOR_STATE_LABELS: Record<OperatorState, string> = {
  active: 'Attive',
  deactivated: 'Disattivate',
  all: 'Tutte',
};

const operatorEmail = email({ required: MSG.emailRequired, invalid: MSG.emailInvalid, length: MSG.emailLength });
const operatorNotes = optionalText(OPERATOR_NOTES_MAX, MSG.operatorNotesMax);

/** The fields every operator write shares. */
const operatorFields = {
  email: operatorEmail,
  name: optionalText(OPERATOR_NAME_MAX),
  surname: optionalText(OPERATOR_NAME_MAX),
  phone: phone({ max: 30 }),
  municipio_id: requiredId(),
  col_id: requiredId(),
  super_operator: z.boolean().optional().default(false),
  notes: operatorNotes,
};

/** What clients receive for an operator (spec 01 §3); the password hash never leaves. */
export const OperatorSchema = z.object({
  ...operatorFields,
  // a deleted municipio or C.O.L. leaves the reference empty (ON DELETE SET NULL)
  municipio_id: z.number().int().nullable(),
  col_id: z.number().int().nullable(),
  super_operator: z.boolean(),
  /** ISO 8601 UTC when an administrator deactivated her; null while she is active. */
  deactivated_at: z.string().nullable().optional(),
  /** She has not chosen a password yet: her invitation is pending. */
  invitation_pending: z.boolean().optional(),
  ...recordMeta,
});
export type Operator = z.infer<typeof OperatorSchema>;

/** POST /api/auth/operators/ */
export const OperatorCreateSchema = z.object(operatorFields);
export type OperatorCreate = z.infer<typeof OperatorCreateSchema>;

/** PUT /api/auth/operators/{ID}: same plus ID. */
export const OperatorUpdateSchema = z.object({ ...operatorFields, ID: rowId().optional() });
export type OperatorUpdate = z.infer<typeof OperatorUpdateSchema>;

/**
 * What PUT /api/auth/operators/{ID} accepts: the fields only an administrator may change (email,
 * super_operator, notes) may be left out, and then keep their value, so that a non-administrator's
 * form need not send them.
 */
export const OperatorUpdateBodySchema = OperatorUpdateSchema.extend({
  email: operatorEmail.optional(),
  super_operator: z.boolean().optional(),
  notes: z.string().trim().max(OPERATOR_NOTES_MAX, MSG.operatorNotesMax).optional(),
});
export type OperatorUpdateBody = z.infer<typeof OperatorUpdateBodySchema>;

/** The operator form in the browser: add mode also asks for the email twice. */
export const OperatorFormSchema = z
  .object({ ...operatorFields, email_confirm: z.string().trim().optional(), ID: z.number().optional() })
  .superRefine((v, ctx) => {
    if (v.ID == null && v.email_confirm !== v.email) {
      ctx.addIssue({ code: 'custom', path: ['email_confirm'], message: MSG.emailMismatch });
    }
  });
export type OperatorForm = z.input<typeof OperatorFormSchema>;

/** Fields a non-administrator may change on her own record. */
export const OPERATOR_SELF_EDITABLE = ['name', 'surname', 'phone', 'municipio_id', 'col_id'] as const;

/** Filters of the operator list (GET /api/auth/operators/): substrings in any case, and the admin flag. */
export const OperatorFiltersSchema = z.object({
  email: textFilter(319),
  name: textFilter(100),
  surname: textFilter(100),
  super_operator: boolFilter,
  /** Absent: the active operators only. */
  state: enumFilter(OPERATOR_STATES),
});
export type OperatorFilters = z.infer<typeof OperatorFiltersSchema>;

/** GET /api/auth/operators/: paging plus the filters. */
export const OperatorListQuerySchema = listQuerySchema(OperatorFiltersSchema);
export type OperatorListQuery = z.infer<typeof OperatorListQuerySchema>;
