import { MSG } from '@empowerment/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';

/** A probe answers fast or not at all: a load balancer must learn of an outage within seconds. */
const PROBE_TIMEOUT_MS = 2_000;

/** Liveness for load balancers and start-up scripts: 200 while the database answers, 503 while it does not. */
const health: FastifyPluginAsyncZod = async (app) => {
  // probes come every few seconds from every balancer: logging each would drown the real requests
  app.get('/health', { config: { access: 'public' }, logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    try {
      // query_timeout per query is supported by node-postgres, not declared by its types
      await app.database.pool.query({ text: 'SELECT 1', query_timeout: PROBE_TIMEOUT_MS } as pg.QueryConfig);
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'health: database down');
      return reply.status(503).send({ status: 'down', error: MSG.databaseUnavailable });
    }
  });
};
export default health;
