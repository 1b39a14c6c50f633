type DbError = { code?: string; message?: string; cause?: unknown };

// SQLSTATE: connection exceptions (class 08), the server shutting down, crashed or still starting,
// no connection slot left, and a statement cancelled by statement_timeout.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres gives these as plain messages, without a code
const DRIVER_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether an error means the database could not be had (down, frozen, unreachable, saturated),
 * as opposed to a query it refused: the caller answers 503 and may try again shortly.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  // drizzle wraps the driver's error in its own (DrizzleQueryError): look down the causes
  let e = err as DbError | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as DbError | undefined) {
    const code = e.code ?? '';
    const message = e.message ?? '';
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
    if (DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}
