import { z } from 'zod';
import { MSG } from '../messages';
import { rowId } from '../common/fields';
import { dateFilter, enumFilter, filter, textFilter } from '../common/filters';
import { ListQuerySchema } from '../common/list';
import { LogEntitySchema } from '../common/log-entities';
import { LOG_ACTIONS, LOG_OUTCOME_FILTERS } from '../common/log-format';
import type { LogChange } from '../common/log-changes';

/** Log entry written by the app (POST /api/auth/logs/). */
export const LogCreateSchema = z.object({
  notes: z.string({ message: MSG.badValue }).trim().max(1000, MSG.tooLong).optional().default(''),
  entita: z.string({ message: MSG.required }).trim().min(1, MSG.required).pipe(LogEntitySchema),
  beneficiary_id: rowId().nullable().optional(),
});
export type LogCreate = z.infer<typeof LogCreateSchema>;

/** An entry of the Registro Attività (GET /api/auth/logs/). */
export type LogEntry = {
  ID: number;
  /** The HTTP verb, lower case: get, post, put, patch, delete. */
  action: string;
  entita: string;
  CreatedAt: string;
  notes: string | null;
  status_code: number | null;
  beneficiary_id: number | null;
  /** Her name and surname while she exists (the Registro's page and export; not the entry just written). */
  beneficiary_name?: string | null;
  /** Her public id (05_009) while she exists. */
  beneficiary_public_id?: string | null;
  /** The fields an update changed, their values before and after as shown (the Registro is for administrators). */
  changes?: LogChange[] | null;
  operator: { email: string } | null;
};

export const LOG_MSG = {
  badDate: 'Data non valida',
  rangeReversed: 'La data di fine deve essere successiva alla data di inizio',
} as const;

const logFilters = {
  beneficiary_id: filter(rowId()),
  /** Her public id as operators know it (05_009), the whole of it. */
  beneficiary_public_id: textFilter(25),
  entita: filter(LogEntitySchema),
  action: filter(
    z
      .string({ message: MSG.badValue })
      .trim()
      .toLowerCase()
      .pipe(z.enum(LOG_ACTIONS, { message: MSG.badValue })),
  ),
  operator_email: textFilter(319),
  /** Views (GET) are hidden unless 'true', on every call: see docs/decisions on the audit context. */
  include_views: filter(z.enum(['true', 'false'], { message: MSG.badValue })),
  /** Written from / to: days in Italy, both ends in (a day, or a date-time whose day is kept). */
  date_from: dateFilter(LOG_MSG.badDate),
  date_to: dateFilter(LOG_MSG.badDate),
  /** success: 2xx; failure: 4xx and 5xx (LOG_OUTCOME_FILTER_LABELS). */
  outcome: enumFilter(LOG_OUTCOME_FILTERS),
};

/** A date range reads from its start to its end. */
const rangeInOrder = (f: { date_from?: string; date_to?: string }) => !f.date_from || !f.date_to || f.date_from <= f.date_to;
const rangeIssue = { path: ['date_to'], message: LOG_MSG.rangeReversed };

/** Filters of the Registro Attività (and of its export): the beneficiary tab uses beneficiary_id, the global screen the rest. */
export const LogFiltersSchema = z.object(logFilters).refine(rangeInOrder, rangeIssue);
export type LogFilters = z.infer<typeof LogFiltersSchema>;
export const LogListQuerySchema = ListQuerySchema.extend(logFilters).refine(rangeInOrder, rangeIssue);
export type LogListQuery = z.infer<typeof LogListQuerySchema>;
