import { z } from 'zod';
import { MAX_LIST_LIMIT, TABLE_PAGE_SIZE } from './constants';

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
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(TABLE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  'get-tot': z.enum(['true', 'false']).optional(),
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

/** Filters of the beneficiary list (GET /api/auth/beneficiaries/ and the export). */
export const BeneficiaryFiltersSchema = z.object({
  id_public: z.string().trim().max(25).optional(),
  name: z.string().trim().max(80).optional(),
  surname: z.string().trim().max(80).optional(),
  email: z.string().trim().max(319).optional(),
  phone: z.string().trim().max(20).optional(),
  fiscal_code: z.string().trim().max(16).optional(),
  birth_date: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida').optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type BeneficiaryFilters = z.infer<typeof BeneficiaryFiltersSchema>;

export const EXPORT_TYPES = ['beneficiaries'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** Log entry written by the app (POST /api/auth/logs/). */
export const LogCreateSchema = z.object({
  notes: z.string().trim().max(1000).optional().default(''),
  entita: z.string().trim().min(1).max(100),
  beneficiary_id: z.coerce.number().int().positive().nullable().optional(),
});
export type LogCreate = z.infer<typeof LogCreateSchema>;
