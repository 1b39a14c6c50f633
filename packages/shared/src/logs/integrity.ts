import { z } from 'zod';

/**
 * How an entry breaks the Registro's chain (decision 0051):
 * - changed: its content is not what was sealed, and no redaction explains it;
 * - deleted: it was sealed and is gone;
 * - seal: its seal does not follow from the one before (a seal altered, or seals removed before it);
 * - backdated: it was written long after (or before) its own date, as an entry added later by hand is;
 * - unsealed: it was written without passing the product's trigger, so it never reached the sealer.
 */
export const LOG_BREAK_KINDS = ['changed', 'deleted', 'seal', 'backdated', 'unsealed'] as const;
export type LogBreakKind = (typeof LOG_BREAK_KINDS)[number];

export const LOG_BREAK_LABELS: Record<LogBreakKind, string> = {
  changed: 'contenuto modificato',
  deleted: 'voce eliminata',
  seal: 'sigillo alterato o sigilli mancanti',
  backdated: 'voce aggiunta in seguito con una data passata',
  unsealed: 'voce aggiunta fuori dal prodotto',
};

const LogBreakSchema = z.object({
  kind: z.enum(LOG_BREAK_KINDS),
  /** The entry's id. */
  id: z.number(),
  /** The entry's date (its seal's copy when it was deleted). */
  at: z.string(),
  /** Its place in the chain (1 for the first sealed entry), null when it was never sealed. */
  position: z.number().nullable(),
});
export type LogBreak = z.infer<typeof LogBreakSchema>;

const LogRedactionSchema = z.object({ id: z.number(), at: z.string(), reason: z.string() });

/** GET /api/auth/logs/integrity: the whole chain verified from its first entry. */
export const LogIntegritySchema = z.object({
  intact: z.boolean(),
  /** Sealed entries verified. */
  checked: z.number(),
  /** Entries written and not sealed yet (sealed within seconds while the product runs). */
  pending: z.number(),
  /** Sealed entries rewritten on purpose (anonymisation, an operator deleted), each with its recorded redaction. */
  redacted: z.number(),
  /** The latest redactions recorded, newest first. */
  redactions: z.array(LogRedactionSchema),
  /** Every break found, in chain order (the first LOG_BREAKS_LISTED), and how many there are. */
  breaks: z.array(LogBreakSchema),
  breakCount: z.number(),
  /** The last seal: its place and hash (hex), to note and compare later (entries removed from the end). */
  head: z.object({ position: z.number(), hash: z.string() }).nullable(),
  /** How long the verification took, in milliseconds. */
  ms: z.number(),
});
export type LogIntegrity = z.infer<typeof LogIntegritySchema>;

/** Breaks listed in a verification's answer (all are counted). */
export const LOG_BREAKS_LISTED = 50;

const number = (n: number) => n.toLocaleString('it-IT');
/** A date and time in Italy, whatever the machine's zone (the command runs on a server). */
export const italianDateTime = (iso: string) =>
  new Date(iso).toLocaleString('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

export const LOG_INTEGRITY_MSG = {
  title: 'Verifica integrità del registro',
  intro:
    'Ogni voce del Registro è sigillata in una catena di impronte (SHA-256): la verifica ricalcola la catena dalla prima voce e indica dove si interrompe.',
  run: 'Verifica integrità',
  running: 'Verifica in corso…',
  failed: 'Verifica non riuscita. Riprova.',
  intact: (checked: number) => `Registro integro: ${number(checked)} voci verificate`,
  broken: (b: LogBreak) => `Registro alterato alla voce #${b.id} del ${italianDateTime(b.at)} (${LOG_BREAK_LABELS[b.kind]})`,
  breakLine: (b: LogBreak) =>
    `Voce #${b.id} del ${italianDateTime(b.at)}${b.position === null ? '' : ` (posizione ${number(b.position)})`}: ${LOG_BREAK_LABELS[b.kind]}`,
  breakCount: (n: number) => (n === 1 ? '1 interruzione trovata' : `${number(n)} interruzioni trovate`),
  pending: (n: number) => `${number(n)} ${n === 1 ? 'voce' : 'voci'} in attesa di sigillo`,
  redacted: (n: number) =>
    `${number(n)} ${n === 1 ? 'voce riscritta' : 'voci riscritte'} di proposito (anonimizzazione, operatore eliminato), come registrato`,
  redaction: (r: { id: number; at: string; reason: string }) => `Voce #${r.id}, ${italianDateTime(r.at)}: ${r.reason}`,
  head: (position: number, hash: string) => `Ultimo sigillo: posizione ${number(position)}, impronta ${hash}`,
  duration: (ms: number) => `Durata: ${ms < 1000 ? `${ms} ms` : `${(ms / 1000).toLocaleString('it-IT', { maximumFractionDigits: 1 })} s`}`,
} as const;

/** The verification's verdict in one line: the screen's heading and the command's first line. */
export const logIntegrityVerdict = (r: LogIntegrity) =>
  r.intact ? LOG_INTEGRITY_MSG.intact(r.checked) : LOG_INTEGRITY_MSG.broken(r.breaks[0]);
