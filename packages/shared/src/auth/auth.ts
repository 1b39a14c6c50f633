import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS } from '../constants';
import { MSG } from '../messages';
import { EMAIL_SHAPE } from '../common/fields';

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

export const PasswordSchema = z.string({ message: MSG.invalidPassword }).refine(isValidPassword, MSG.invalidPassword);

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

/** Answer of POST /api/login. */
export const TokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** Answer of POST /api/refresh. */
export const AccessTokenSchema = z.object({ access_token: z.string() });

/** What the access token says about its operator. */
export const TokenClaimsSchema = z.object({ op_id: z.number().int(), super_operator: z.boolean() });
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** The query of PUT /api/reset-password/: the token of the mailed link. */
export const ResetTokenQuerySchema = z.object({
  token: z.string({ error: MSG.invalidResetToken }).trim().min(1, MSG.invalidResetToken),
});
export type ResetTokenQuery = z.infer<typeof ResetTokenQuerySchema>;
