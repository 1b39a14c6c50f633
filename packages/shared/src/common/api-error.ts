import { z } from 'zod';

/** Answer of every error: the Italian text, plus field messages on validation failures. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A save refused because the record changed since the client loaded it (VERSION_HEADER). */
  stale: z.literal(true).optional(),
  /** The request's id (REQUEST_ID_HEADER): what finds its lines in the server's log. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
