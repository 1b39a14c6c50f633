import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

const REDACTED = '[redacted]';
// a JWT (access or refresh token): three base64url parts, the first one a JSON header '{"...'
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
// the value of a query parameter whose name says it is a token (token, refresh_token, ...)
const TOKEN_PARAM = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;

/** The text with its tokens (reset and invitation links, JWTs) replaced, fit for a log line. */
export const redactSecrets = (text: string) => text.replace(TOKEN_PARAM, `$1${REDACTED}`).replace(JWT, REDACTED);

type QueryError = Error & { query: string; params: unknown[]; cause?: Error & { code?: string; constraint?: string } };
const isQueryError = (err: Error): err is QueryError =>
  typeof (err as Partial<QueryError>).query === 'string' && Array.isArray((err as Partial<QueryError>).params);

/**
 * What the server log keeps of a request and of an error. Fastify's request line holds the URL,
 * and links to choose a password carry their token in it; no header is logged (Authorization
 * stays out). A failed query is logged with its SQL and SQLSTATE but not its values, which may be
 * anyone's personal data or a secret.
 */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactSecrets(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: (err: Error) => {
    const serialized: { [key: string]: unknown; type: string; message: string; stack: string } = stdSerializers.err(err);
    if (isQueryError(err)) {
      serialized.message = `Failed query: ${err.query}`;
      delete serialized.params;
      const frames = (err.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
      serialized.stack = [`${err.name}: ${serialized.message}`, ...frames].join('\n');
      serialized.cause = err.cause && {
        type: err.cause.name,
        message: err.cause.message,
        code: err.cause.code,
        constraint: err.cause.constraint,
      };
    }
    serialized.message = redactSecrets(serialized.message);
    serialized.stack = redactSecrets(serialized.stack);
    return serialized;
  },
};
