import { z } from 'zod';

/**
 * The product's background work, one queue each (docs/decisions/0047-job-queue.md): its name in
 * the queue, the administrators' label and what it does.
 */
export const JOB_QUEUES = {
  mailDelivery: {
    name: 'mail-delivery',
    label: 'Invio email',
    description: 'Consegna al server di posta le email del gestionale (link per la password, segnalazioni).',
  },
  retention: {
    name: 'retention',
    label: 'Pulizia dati scaduti',
    description:
      'Ogni notte cancella sessioni e link scaduti, tentativi di accesso vecchi ed email già consegnate, ed elenca per la revisione le schede chiuse oltre il periodo di conservazione (senza cancellarle).',
  },
  weeklyDigest: {
    name: 'weekly-digest',
    label: 'Riepilogo settimanale',
    description: 'Ogni lunedì mattina scrive a ogni operatore quante scadenze hanno i beneficiari che segue.',
  },
} as const;
export type JobQueueKey = keyof typeof JOB_QUEUES;

/** The states an administrator sees counted, in their order, with their labels. */
export const JOB_STATE_LABELS = {
  created: 'In attesa',
  retry: 'Da riprovare',
  active: 'In corso',
  completed: 'Completate',
  failed: 'Non riuscite',
} as const;
export type JobState = keyof typeof JOB_STATE_LABELS;
export const JOB_STATES = Object.keys(JOB_STATE_LABELS) as JobState[];

/** The failures listed per queue, the latest first. */
export const JOB_FAILURES_SHOWN = 5;
/** How far back the counts go: pg-boss keeps a finished job this long (lib/jobs). */
export const JOB_HISTORY_DAYS = 7;

/** The texts of the administrators' panel. */
export const JOB_TEXT = {
  title: 'Attività in background',
  intro: `Il lavoro che il gestionale svolge da sé, fuori dalle richieste: quante attività per stato negli ultimi ${JOB_HISTORY_DAYS} giorni e gli ultimi errori. Un'attività non riuscita viene ritentata più volte con attese crescenti.`,
  loading: 'Caricamento delle attività...',
  failed: 'Non è stato possibile caricare le attività in background.',
  retry: 'Riprova',
  lastFailures: 'Ultimi errori',
  noFailures: 'Nessun errore',
  empty: `Nessuna attività negli ultimi ${JOB_HISTORY_DAYS} giorni`,
  when: 'Quando',
  error: 'Errore',
  attempt: 'Tentativo',
  outcome: 'Esito',
  willRetry: 'Sarà ritentata',
  gaveUp: 'Abbandonata',
} as const;

const JobCountsSchema = z.object(Object.fromEntries(JOB_STATES.map((s) => [s, z.number().int().min(0)])) as Record<JobState, z.ZodNumber>);

/** One failed attempt: when, which attempt, whether it will be tried again, and the error's message (no mail, no address). */
export const JobFailureSchema = z.object({
  at: z.string(),
  attempt: z.number().int().min(1),
  final: z.boolean(),
  message: z.string(),
});

/** GET /api/auth/jobs (administrators): per queue, its counts by state and its latest failures. */
export const JobsAnswerSchema = z.object({
  queues: z.array(
    z.object({
      queue: z.enum(Object.keys(JOB_QUEUES) as [JobQueueKey, ...JobQueueKey[]]),
      counts: JobCountsSchema,
      failures: z.array(JobFailureSchema),
    }),
  ),
});
export type JobsAnswer = z.infer<typeof JobsAnswerSchema>;
export type JobFailure = z.infer<typeof JobFailureSchema>;
