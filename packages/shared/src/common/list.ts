import { z } from 'zod';
import { MAX_LIST_LIMIT, TABLE_PAGE_SIZE } from '../constants';
import { MSG } from '../messages';
import { rowId } from './fields';

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

/** The query of a list call: paging plus that list's filters. */
export const listQuerySchema = <F extends z.ZodRawShape>(filters: z.ZodObject<F>) => ListQuerySchema.extend(filters.shape);

/** A list answers {total, data} with get-tot=true, the plain array otherwise. */
export const listAnswerSchema = <Row extends z.ZodType>(row: Row) =>
  z.union([z.object({ total: z.number().int(), data: z.array(row) }), z.array(row)]);
export type ListAnswer<T> = { total: number; data: T[] };

/** The {id} of a path. */
export const IdParamsSchema = z.object({ id: rowId() });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** The {beneficiaryId} of a section's path. */
export const BeneficiaryParamsSchema = z.object({ beneficiaryId: rowId() });
export type BeneficiaryParams = z.infer<typeof BeneficiaryParamsSchema>;
