import { z } from 'zod';

/** Blank text typed in a form: only spaces count as nothing too. */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * An optional value whose absence is stored as NULL: missing, null and blank text all become null,
 * anything else must pass `schema`. Unique columns need it (two empty strings would collide).
 */
export const nullIfBlank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (isBlank(v) ? null : v), schema.nullable());
