import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options: they depend on the options alone, so they are worked out once. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * helmet's security headers on every answer, the API's and the web app's files alike. They are
 * computed once at start and copied onto each reply by one synchronous hook (@fastify/helmet ran
 * helmet's whole middleware, CSP parsing included, on every request: a tenth of the health probe's
 * cost; decision 0025).
 */
export default fp(async function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
