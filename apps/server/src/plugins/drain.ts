import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Whether the process is stopping: it finishes the requests it has and takes no new work (lib/graceful-stop). */
export type Drain = { draining: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/**
 * The drain's state, read by the readiness probe (modules/health). While draining every answer
 * closes its connection, the one of a request already in flight too: a kept-alive connection left
 * idle would hold the stop until its timeout, and one reused a moment later would meet a closed
 * socket. Requests that still come on an open connection are served (Fastify's own 503 is off).
 */
export default fp(async function drain(app: FastifyInstance) {
  const state: Drain = { draining: false };
  app.decorate('drain', state);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (state.draining) reply.header('Connection', 'close');
    done(null, payload);
  });
});
