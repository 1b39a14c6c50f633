import { z } from 'zod';

/**
 * The id of a request, in both directions: the web app sends one of its own with every call, the
 * server takes it when it is a short safe token (REQUEST_ID_PATTERN) and makes one otherwise, writes
 * it in every log line of the request and sends it back in this header and in every error answer.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id the server takes from a client as it is: letters, digits, '-', '_', '.', at most 64. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

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
