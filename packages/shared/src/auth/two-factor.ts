import { z } from 'zod';
import { MSG } from '../messages';
import { TokenPairSchema } from './auth';

/** Two-factor sign-in and sessions (decision 0048): the texts both sides show. */
export const TWO_FACTOR_MSG = {
  title: 'Verifica in due passaggi',
  codeLabel: 'Codice di verifica',
  codeHint: "Il codice di 6 cifre mostrato dall'app di autenticazione",
  recoveryLabel: 'Codice di recupero',
  recoveryHint: 'Uno dei codici di recupero salvati quando hai attivato la verifica in due passaggi',
  useRecovery: 'Usa un codice di recupero',
  useApp: "Usa il codice dell'app",
  verify: 'Verifica il codice',
  wrongCode: 'Codice non valido',
  invalidCode: 'Inserisci il codice di 6 cifre',
  challengeExpired: "Il tempo per completare l'accesso è scaduto: accedi di nuovo",
  enabled: 'La verifica in due passaggi è attiva',
  disabled: 'La verifica in due passaggi non è attiva',
  enable: 'Attiva la verifica in due passaggi',
  disable: 'Disattiva la verifica in due passaggi',
  disableHint: 'Per disattivarla inserisci la tua password oppure un codice di verifica',
  scanQr:
    "Inquadra il codice QR con un'app di autenticazione (per esempio Google Authenticator, Microsoft Authenticator, FreeOTP), oppure inserisci a mano la chiave:",
  secretLabel: 'Chiave',
  confirmHint: "Per completare l'attivazione inserisci il codice che l'app mostra ora",
  confirm: 'Conferma',
  recoveryCodesTitle: 'Codici di recupero',
  recoveryCodesHint:
    'Conserva questi codici in un luogo sicuro: ognuno consente un accesso se non hai il telefono. Non verranno più mostrati.',
  recoveryCodesLeft: (n: number) => (n === 1 ? 'Resta 1 codice di recupero' : `Restano ${n} codici di recupero`),
  copy: 'Copia',
  copied: 'Copiati',
  download: 'Scarica',
  done: 'Ho salvato i codici',
  activated: 'Verifica in due passaggi attivata',
  deactivated: 'Verifica in due passaggi disattivata',
  alreadyEnabled: 'La verifica in due passaggi è già attiva',
  notEnabled: 'La verifica in due passaggi non è attiva',
  noSetup: "Avvia di nuovo l'attivazione della verifica in due passaggi",
  requiredCannotDisable: 'La verifica in due passaggi è obbligatoria per gli amministratori',
  adminsOnly: 'La verifica in due passaggi è disponibile per gli amministratori',
  enrolAtSignIn: "La verifica in due passaggi è obbligatoria per gli amministratori: attivala per completare l'accesso",
  wrongPasswordOrCode: 'Password o codice non validi',
  requireSetting: 'Richiedi la verifica in due passaggi per gli amministratori',
  requireSettingHint: "Un amministratore che non l'ha attivata dovrà farlo al prossimo accesso",
  securityTitle: 'Sicurezza',
  settingSaved: 'Impostazione salvata',
} as const;

export const SESSION_MSG = {
  title: 'Sessioni attive',
  device: 'Dispositivo',
  address: 'Indirizzo',
  lastUse: 'Ultimo utilizzo',
  current: 'Questa sessione',
  end: 'Termina',
  endSession: 'Termina la sessione',
  ended: 'Sessione terminata',
  endAll: 'Termina le sessioni',
  endAllConfirm: (name: string) => `Terminare tutte le sessioni di ${name}? Dovrà accedere di nuovo su ogni dispositivo.`,
  allEnded: 'Sessioni terminate',
  unknownDevice: 'Dispositivo sconosciuto',
  none: 'Nessuna sessione attiva',
} as const;

/** A TOTP code as the authenticator shows it. */
export const TOTP_CODE = /^\d{6}$/;
export const RECOVERY_CODE_COUNT = 10;

/** Answer of POST /api/login: the session, or the second step it still needs (a short-lived challenge, not a session). */
export const TwoFactorChallengeSchema = z.object({ challenge: z.string(), step: z.enum(['code', 'enrol']) });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;
export const LoginAnswerSchema = z.union([TokenPairSchema, TwoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

const ChallengeField = z.string().min(1, MSG.fillRequired);
/** POST /api/login/two-factor: a 6-digit code or a recovery code. */
export const TwoFactorVerifySchema = z.object({ challenge: ChallengeField, code: z.string().trim().min(1, MSG.fillRequired).max(40) });
/** POST /api/login/two-factor/setup: enrolment at sign-in, when it is required. */
export const TwoFactorChallengeBodySchema = z.object({ challenge: ChallengeField });
export const TotpCodeSchema = z.string().trim().regex(TOTP_CODE, TWO_FACTOR_MSG.invalidCode);
export const TwoFactorConfirmSchema = z.object({ code: TotpCodeSchema });
export const TwoFactorEnrolConfirmSchema = z.object({ challenge: ChallengeField, code: TotpCodeSchema });

/** The key shown once at enrolment, and the otpauth:// URI its QR code carries. */
export const TwoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export const EnrolledSignInSchema = TokenPairSchema.extend({ recovery_codes: z.array(z.string()) });

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The administrators' setting is on (and she is one): it cannot be turned off. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** Turning it off: the password or a code (6 digits or a recovery code). */
export const TwoFactorDisableSchema = z
  .object({ password: z.string().optional(), code: z.string().trim().max(40).optional() })
  .refine((v) => !!v.password || !!v.code, { message: MSG.fillRequired, path: ['password'] });

export const SecuritySettingsSchema = z.object({ require_admin_two_factor: z.boolean({ message: MSG.badValue }) });
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>;

/** One active session of the signed-in operator. */
export const SessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  address: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

/**
 * A user agent told in a few Italian words: 'Chrome su Linux', 'Safari su iPhone'. Edge and Opera
 * say Chrome too, so they are looked for first.
 */
export function describeDevice(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = [
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ].find(([re]) => (re as RegExp).test(ua))?.[1] as string | undefined;
  const system = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/CrOS/, 'ChromeOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Linux/, 'Linux'],
  ].find(([re]) => (re as RegExp).test(ua))?.[1] as string | undefined;
  if (browser && system) return `${browser} su ${system}`;
  return browser ?? system ?? SESSION_MSG.unknownDevice;
}
