import { z } from 'zod';
import { MSG } from '../messages';
import { rowId } from '../common/fields';
import { filter, textFilter } from '../common/filters';
import { ListQuerySchema } from '../common/list';
import { LogEntitySchema } from '../common/log-entities';
import { LOG_ACTIONS } from '../common/log-format';

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
  operator: { email: string } | null;
};

/** Filters of the Registro Attività: the beneficiary tab uses beneficiary_id, the global screen the rest. */
export const LogFiltersSchema = z.object({
  beneficiary_id: filter(rowId()),
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
});
export type LogFilters = z.infer<typeof LogFiltersSchema>;
export const LogListQuerySchema = ListQuerySchema.extend(LogFiltersSchema.shape);
export type LogListQuery = z.infer<typeof LogListQuerySchema>;
