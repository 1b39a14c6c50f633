import { REQUEST_ID_HEADER } from '@empowerment/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type ErrorBody = { error: unknown; requestId?: string };
const isErrorBody = (payload: unknown): payload is ErrorBody =>
  typeof payload === 'object' && payload !== null && 'error' in payload && !Array.isArray(payload);

/**
 * The request's id (lib/request-id) goes back with every answer, in REQUEST_ID_HEADER, and in every
 * error body as `requestId`: the code an operator reads off the screen finds the request's log lines.
 * One hook for every error body, whoever wrote it (the error handler, the not-found handler, a route).
 */
export default fp(async function requestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && isErrorBody(payload) && payload.requestId === undefined) {
      return done(null, { ...payload, requestId: request.id });
    }
    done(null, payload);
  });
});
