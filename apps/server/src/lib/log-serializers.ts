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

/** The query parameters of a URL: the names the route declares, and how many others came (never a value). */
function queryNames(url: string, declared: Set<string> | undefined) {
  const start = url.indexOf('?');
  if (start < 0) return {};
  const names = new Set(new URLSearchParams(url.slice(start + 1)).keys());
  const known = [...names].filter((name) => declared?.has(name));
  const others = names.size - known.length;
  return { query: known, ...(others ? { otherQueryParams: others } : {}) };
}

const declaredNames = new WeakMap<object, Set<string> | undefined>();
/** The keys of a route's querystring schema (a zod object, or a JSON schema's properties), worked out once per route. */
function declaredQuery(schema: { querystring?: unknown } | undefined) {
  const querystring = schema?.querystring;
  if (!querystring || typeof querystring !== 'object') return undefined;
  if (!declaredNames.has(querystring)) {
    const { shape, properties } = querystring as { shape?: object; properties?: object };
    const keys = shape ?? properties;
    declaredNames.set(querystring, keys ? new Set(Object.keys(keys)) : undefined);
  }
  return declaredNames.get(querystring);
}

// what a database or HTTP error may carry of the values it was given: the row refused, the text
// of a COPY line, the URL of the request with its query
const VALUE_FIELDS = ['detail', 'where', 'internalQuery', 'params', 'url'] as const;

/**
 * What the server log keeps of a request and of an error. A request is its method and route (the
 * pattern it matched, /api/auth/beneficiaries/:id, never the path's values), the names of its
 * query parameters (list filters carry fiscal codes, phone numbers, names: their values stay
 * out), host and address; no header is logged (Authorization stays out). A failed query is logged
 * with its SQL and SQLSTATE but not its values, which may be anyone's personal data or a secret.
 */
export const logSerializers = {
  req: (req: FastifyRequest) => {
    const { url: route = null, schema } = req.routeOptions;
    return {
      method: req.method,
      route,
      ...queryNames(req.url, declaredQuery(schema)),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
  err: (err: Error) => {
    const serialized: { [key: string]: unknown; type: string; message: string; stack: string } = stdSerializers.err(err);
    for (const field of VALUE_FIELDS) delete serialized[field];
    if (isQueryError(err)) {
      serialized.message = `Failed query: ${err.query}`;
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
