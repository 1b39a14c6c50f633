import { MSG } from '@empowerment/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { defineModule } from '../define-module';

/** A probe answers fast or not at all: a load balancer must learn of an outage within seconds. */
const PROBE_TIMEOUT_MS = 2_000;

// probes come every few seconds from every balancer: logging each would drown the real requests
const probe = { config: { access: 'public' }, logLevel: 'warn', schema: { hide: true } } as const;

/**
 * The probes. /health: 200 while the database answers, 503 while it does not (start-up scripts, the
 * benchmark). For orchestrators (decision 0043): /health/live, the process answers, the database
 * is not asked (a database outage must not get every process restarted); /health/ready, the
 * database answers and the process is not stopping, so that a balancer sends it requests.
 */
const health: FastifyPluginAsyncZod = async (app) => {
  /** Whether the database answers a trivial query within PROBE_TIMEOUT_MS. */
  const databaseAnswers = async (request: FastifyRequest) => {
    try {
      // query_timeout per query is supported by node-postgres, not declared by its types
      await app.database.pool.query({ text: 'SELECT 1', query_timeout: PROBE_TIMEOUT_MS } as pg.QueryConfig);
      return true;
    } catch (err) {
      request.log.warn({ err }, 'health: database down');
      return false;
    }
  };

  app.get('/health', probe, async (request, reply) => {
    if (await databaseAnswers(request)) return { status: 'ok' };
    return reply.status(503).send({ status: 'down', error: MSG.databaseUnavailable });
  });

  app.get('/health/live', probe, async () => ({ status: 'ok' }));

  app.get('/health/ready', probe, async (request, reply) => {
    if (app.drain.draining) return reply.status(503).send({ status: 'stopping', error: MSG.serverStopping });
    if (await databaseAnswers(request)) return { status: 'ready' };
    return reply.status(503).send({ status: 'down', error: MSG.databaseUnavailable });
  });
};
export default defineModule({ routes: health });
