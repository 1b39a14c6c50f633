import { z } from 'zod';
import { LogEntitySchema } from './common/log-entities';
import { LOG_ACTIONS } from './common/log-format';
import { MAX_LIST_LIMIT, TABLE_PAGE_SIZE } from './constants';
import { MSG } from './messages';

/** Answer of every error: the Italian text, plus field messages on validation failures. */
export type ApiError = { error: string; fields?: Record<string, string> };

export type TokenPair = { access_token: string; refresh_token: string };
export type TokenClaims = { op_id: number; super_operator: boolean };

export type Operator = {
  ID: number;
  name: string;
  surname: string;
  email: string;
  phone: string;
  municipio_id: number | null;
  col_id: number | null;
  super_operator: boolean;
  notes: string;
  CreatedAt?: string;
  UpdatedAt?: string;
};

/** Paging of every list call: get-tot asks for the total too. */
export const ListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: MSG.badValue })
    .int(MSG.badValue)
    .min(1, MSG.tooSmall)
    .max(MAX_LIST_LIMIT, MSG.tooBig)
    .default(TABLE_PAGE_SIZE),
  offset: z.coerce.number({ message: MSG.badValue }).int(MSG.badValue).min(0, MSG.tooSmall).default(0),
  'get-tot': z.enum(['true', 'false'], { message: MSG.badValue }).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;
export type ListAnswer<T> = { total: number; data: T[] };

export type BeneficiaryListRow = {
  ID: number;
  id_public: string | null;
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
  phone_prefix: string | null;
  fiscal_code: string | null;
  birth_date: string | null;
  active: boolean;
};

/** A real calendar day written YYYY-MM-DD. */
export const isIsoDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A filter left empty is no filter (the filter panel drops them; a hand-written URL may not). */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
const textFilter = (max: number) => filter(z.string({ message: MSG.badValue }).trim().max(max, MSG.tooLong));

/** Filters of the beneficiary list (GET /api/auth/beneficiaries/ and the export). */
export const BeneficiaryFiltersSchema = z.object({
  id_public: textFilter(25),
  name: textFilter(80),
  surname: textFilter(80),
  email: textFilter(319),
  phone: textFilter(20),
  fiscal_code: textFilter(16),
  birth_date: filter(z.string({ message: 'Data non valida' }).trim().refine(isIsoDate, 'Data non valida')),
  active: filter(z.enum(['true', 'false'], { message: MSG.badValue })),
});
export type BeneficiaryFilters = z.infer<typeof BeneficiaryFiltersSchema>;

/** GET /api/auth/beneficiaries/: paging plus the filters. */
export const BeneficiaryListQuerySchema = ListQuerySchema.extend(BeneficiaryFiltersSchema.shape);
export type BeneficiaryListQuery = z.infer<typeof BeneficiaryListQuerySchema>;

/** Filters of the operator list (GET /api/auth/operators/): substrings in any case, and the admin flag. */
export const OperatorFiltersSchema = z.object({
  email: textFilter(319),
  name: textFilter(100),
  surname: textFilter(100),
  super_operator: filter(z.enum(['true', 'false'], { message: MSG.badValue })),
});
export type OperatorFilters = z.infer<typeof OperatorFiltersSchema>;

/** GET /api/auth/operators/: paging plus the filters. */
export const OperatorListQuerySchema = ListQuerySchema.extend(OperatorFiltersSchema.shape);
export type OperatorListQuery = z.infer<typeof OperatorListQuerySchema>;

export const EXPORT_TYPES = ['beneficiaries'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** Log entry written by the app (POST /api/auth/logs/). */
export const LogCreateSchema = z.object({
  notes: z.string({ message: MSG.badValue }).trim().max(1000, MSG.tooLong).optional().default(''),
  entita: z.string({ message: MSG.required }).trim().min(1, MSG.required).pipe(LogEntitySchema),
  beneficiary_id: z.coerce.number({ message: MSG.badValue }).int(MSG.badValue).positive(MSG.badValue).nullable().optional(),
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
  beneficiary_id: filter(z.coerce.number({ message: MSG.badValue }).int(MSG.badValue).positive(MSG.badValue)),
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
