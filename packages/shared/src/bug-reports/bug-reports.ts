import { z } from 'zod';
import { requiredText } from '../common/fields';
import { enumFilter } from '../common/filters';
import { listQuerySchema } from '../common/list';
import { recordMeta } from '../common/record';
import { MSG } from '../messages';

/** The texts of /send-bug (Segnalazioni). */
export const BUG_REPORT_MSG = {
  subjectRequired: "L'oggetto è obbligatorio",
  subjectTooShort: "L'oggetto deve contenere almeno 3 caratteri",
  subjectTooLong: "L'oggetto non può superare i 150 caratteri",
  descriptionRequired: 'La descrizione è obbligatoria',
  descriptionTooShort: 'La descrizione deve contenere almeno 10 caratteri',
  descriptionTooLong: 'La descrizione non può superare i 4000 caratteri',
  screenshotBadType: "Lo screenshot deve essere un'immagine PNG o JPEG",
  screenshotTooBig: 'Lo screenshot non può superare i 5 MB',
  screenshotOnlyOne: 'Puoi allegare un solo screenshot',
  sent: 'Segnalazione inviata: gli amministratori la riceveranno per email. Grazie!',
  handled: 'Segnalazione segnata come gestita',
  reopened: 'Segnalazione riportata tra quelle da gestire',
  notFound: 'Segnalazione non trovata',
  noScreenshot: 'Questa segnalazione non ha uno screenshot',
  emptyOpen: 'Nessuna segnalazione da gestire',
  emptyHandled: 'Nessuna segnalazione gestita',
} as const;

export const BUG_SUBJECT_MIN = 3;
export const BUG_SUBJECT_MAX = 150;
export const BUG_DESCRIPTION_MIN = 10;
export const BUG_DESCRIPTION_MAX = 4000;
/** The page a report comes from: its path, at most this long. */
export const BUG_PAGE_MAX = 300;
/** The browser's description as the server received it, cut to this length. */
export const BUG_USER_AGENT_MAX = 500;
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** The screenshot's types, as found in its content. */
export const SCREENSHOT_TYPES = { png: 'image/png', jpeg: 'image/jpeg' } as const;
export type ScreenshotMime = (typeof SCREENSHOT_TYPES)[keyof typeof SCREENSHOT_TYPES];
export const BUG_REPORTS_PAGE_SIZE = 10;

/**
 * Only the path of the page a report comes from: a query or a fragment may carry a search for a
 * name or a token, and a value that is not an app path (no leading '/', or '//host') is dropped.
 */
export function reportedPagePath(value: unknown): string {
  if (typeof value !== 'string') return '';
  const path = value.trim().split(/[?#]/, 1)[0];
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\]/.test(path)) return '';
  return path.slice(0, BUG_PAGE_MAX);
}

/** The form's texts (multipart fields of POST /api/auth/bug-reports, with the optional `file`). */
export const BugReportInputSchema = z.object({
  subject: requiredText(BUG_SUBJECT_MAX, {
    required: BUG_REPORT_MSG.subjectRequired,
    min: BUG_SUBJECT_MIN,
    tooShort: BUG_REPORT_MSG.subjectTooShort,
    tooLong: BUG_REPORT_MSG.subjectTooLong,
  }),
  description: requiredText(BUG_DESCRIPTION_MAX, {
    required: BUG_REPORT_MSG.descriptionRequired,
    min: BUG_DESCRIPTION_MIN,
    tooShort: BUG_REPORT_MSG.descriptionTooShort,
    tooLong: BUG_REPORT_MSG.descriptionTooLong,
  }),
  /** The page the operator was on; reduced to its path. */
  page: z.preprocess(reportedPagePath, z.string()),
});
export type BugReportInput = z.infer<typeof BugReportInputSchema>;
export type BugReportFormValues = z.input<typeof BugReportInputSchema>;

/** The screenshot chosen in the browser: its declared type and size (the server judges its content). */
export function screenshotProblem(file: { type: string; size: number }): string | undefined {
  if (!Object.values(SCREENSHOT_TYPES).includes(file.type as ScreenshotMime)) return BUG_REPORT_MSG.screenshotBadType;
  if (file.size > SCREENSHOT_MAX_BYTES) return BUG_REPORT_MSG.screenshotTooBig;
  return undefined;
}

/** The list's filter: 'Da gestire' or 'Gestite'. */
export const BUG_REPORT_STATUSES = ['open', 'handled'] as const;
export type BugReportStatus = (typeof BUG_REPORT_STATUSES)[number];
export const BUG_REPORT_STATUS_LABELS: Record<BugReportStatus, string> = { open: 'Da gestire', handled: 'Gestite' };
/** One report's state, as a badge says it. */
export const BUG_REPORT_STATE_LABELS: Record<BugReportStatus, string> = { open: 'Da gestire', handled: 'Gestita' };

export const BugReportFiltersSchema = z.object({ status: enumFilter(BUG_REPORT_STATUSES) });
export type BugReportFilters = z.infer<typeof BugReportFiltersSchema>;
/** GET /api/auth/bug-reports: the newest first. */
export const BugReportListQuerySchema = listQuerySchema(BugReportFiltersSchema);
export type BugReportListQuery = z.infer<typeof BugReportListQuerySchema>;

/** PUT /api/auth/bug-reports/{id}: handled, or back among those to handle. */
export const BugReportHandleSchema = z.object({ handled: z.boolean({ message: MSG.badValue }) });
export type BugReportHandle = z.infer<typeof BugReportHandleSchema>;

const person = z.object({ ID: z.number().int(), name: z.string(), surname: z.string(), email: z.string() }).nullable();

/** A stored report. `screenshot`: its type and size when one was attached (GET .../{id}/screenshot). */
export const BugReportSchema = z.object({
  subject: z.string(),
  description: z.string(),
  page: z.string(),
  user_agent: z.string(),
  /** Who sent it (null once that operator was removed). */
  operator: person,
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  handled_by: person,
  screenshot: z.object({ mime: z.string(), size: z.number().int() }).nullable(),
  ...recordMeta,
});
export type BugReport = z.infer<typeof BugReportSchema>;

/** The web form: the texts and the chosen screenshot (a browser File; none is fine). */
export const BugReportFormSchema = BugReportInputSchema.extend({
  file: z
    .custom<{ name: string; size: number; type: string } | null>((v) => v == null || (typeof v === 'object' && 'size' in v && 'type' in v))
    .superRefine((file, ctx) => {
      const problem = file ? screenshotProblem(file) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
