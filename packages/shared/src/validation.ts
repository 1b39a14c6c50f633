import { z } from 'zod';
import { EMAIL_MAX, EMAIL_MIN, OPERATOR_NAME_MAX, OPERATOR_NOTES_MAX, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS } from './constants';
import { MSG } from './messages';

/** Trims strings before validation: text is trimmed (spec 01 §5). */
export const trimmed = () => z.string().trim();

/** x@y.z, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Optional + and 1-3 digit prefix, then groups of 3-4, 3 and 2-4 digits with optional dash or space. */
export const OPERATOR_PHONE_SHAPE = /^(\+\d{1,3}[\s-]?)?\d{3,4}[\s-]?\d{3}[\s-]?\d{2,4}$/;

/** The rules of a new password, each with the label shown in the live checklist. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `Da ${PASSWORD_MIN} a ${PASSWORD_MAX} caratteri`,
    test: (p: string) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX,
  },
  { id: 'lower', label: 'Almeno una lettera minuscola', test: (p: string) => /[a-z]/.test(p) },
  { id: 'upper', label: 'Almeno una lettera maiuscola', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'Almeno un numero', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: `Almeno un carattere speciale tra ${PASSWORD_SPECIALS.join(' ')}`,
    test: (p: string) => PASSWORD_SPECIALS.some((c) => p.includes(c)),
  },
  { id: 'spaces', label: 'Nessuno spazio', test: (p: string) => p.length > 0 && !/\s/.test(p) },
] as const;

export const isValidPassword = (p: string) => PASSWORD_RULES.every((r) => r.test(p));

export const PasswordSchema = z.string().refine(isValidPassword, MSG.invalidPassword);

export const LoginSchema = z.object({
  email: z.string().trim().min(1, MSG.fillRequired),
  password: z.string().min(1, MSG.fillRequired),
});
export type Login = z.infer<typeof LoginSchema>;

export const ResetRequestSchema = z.object({
  email: z.string().trim().regex(EMAIL_SHAPE, MSG.invalidResetEmail),
});
export type ResetRequest = z.infer<typeof ResetRequestSchema>;

/** The reset-password form: password and its confirmation. */
export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MSG.passwordMismatch });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** What PUT /api/reset-password/ receives. */
export const ResetPasswordSchema = z.object({ password: PasswordSchema });

export const RefreshSchema = z.object({ refresh_token: z.string().min(1, MSG.fillRequired) });

/** The query of PUT /api/reset-password/: the token of the mailed link. */
export const ResetTokenQuerySchema = z.object({
  token: z.string({ error: MSG.invalidResetToken }).trim().min(1, MSG.invalidResetToken),
});
export type ResetTokenQuery = z.infer<typeof ResetTokenQuerySchema>;

// ---- operators ----

const email = z
  .string()
  .trim()
  .min(1, MSG.emailRequired)
  .refine((v) => v.length >= EMAIL_MIN && v.length <= EMAIL_MAX, MSG.emailLength)
  .refine((v) => EMAIL_SHAPE.test(v), MSG.emailInvalid);

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message ?? MSG.tooLong)
    .optional()
    .default('');

const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || OPERATOR_PHONE_SHAPE.test(v), MSG.phoneInvalid)
  .optional()
  .default('');

const requiredId = z.coerce.number({ message: MSG.required }).int(MSG.badValue).positive(MSG.required);

/** The fields every operator write shares. */
const operatorFields = {
  email,
  name: optionalText(OPERATOR_NAME_MAX),
  surname: optionalText(OPERATOR_NAME_MAX),
  phone,
  municipio_id: requiredId,
  col_id: requiredId,
  super_operator: z.boolean().optional().default(false),
  notes: optionalText(OPERATOR_NOTES_MAX, MSG.operatorNotesMax),
};

/** POST /api/auth/operators/ */
export const OperatorCreateSchema = z.object(operatorFields);
export type OperatorCreate = z.infer<typeof OperatorCreateSchema>;

/** PUT /api/auth/operators/{ID}: same plus ID. */
export const OperatorUpdateSchema = z.object({ ...operatorFields, ID: z.coerce.number().int().positive().optional() });
export type OperatorUpdate = z.infer<typeof OperatorUpdateSchema>;

/**
 * What PUT /api/auth/operators/{ID} accepts: the fields only an administrator may change (email,
 * super_operator, notes) may be left out, and then keep their value, so that a non-administrator's
 * form need not send them.
 */
export const OperatorUpdateBodySchema = OperatorUpdateSchema.extend({
  email: email.optional(),
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
