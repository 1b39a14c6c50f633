import { z } from 'zod';

/** The keys every stored record answers besides its fields (spelt as the spec writes them). */
export const recordMeta = {
  ID: z.number().int(),
  /** ISO 8601 in UTC. */
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
};
