import { STATUS_MESSAGES } from '@empowerment/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { addressList } from '../lib/address-list';

/** Where Prometheus reads this process's figures (outside /api: it is no part of the product's API). */
export const METRICS_PATH = '/metrics';

/** The request durations' buckets, in seconds: the product's lists answer in milliseconds, an export in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus registry: a module may add its own figures to it. */
    metrics: Registry;
  }
}

/**
 * Prometheus figures of this process at GET /metrics: request durations by route and status, the
 * database pool's connections and waiting requests, the event loop's delay (with Node's other
 * default figures), and the background jobs waiting. Answered only to the addresses of
 * METRICS_ALLOW, checked on the connection's own address and, behind trusted proxies, on the
 * client's too (a request that came through the load balancer from outside is refused, 404 as for
 * any unknown path).
 */
export default fp(async function metrics(app: FastifyInstance) {
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry });
  const allowed = addressList(app.config.metricsAllow);

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durata delle richieste HTTP, per metodo, route e codice di risposta',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // the route's pattern (/api/auth/beneficiaries/:id), never the path itself: ids stay out
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    durations.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const pool = app.database.pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connessioni del pool al database, per stato',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Richieste in attesa di una connessione libera del pool',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'jobs_waiting',
    help: 'Lavori in background in attesa di essere eseguiti, per coda',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      // the job queue's own table, once the queue has made it
      const table = await pool.query<{ t: string | null }>(`SELECT to_regclass('pgboss.job')::text AS t`);
      if (!table.rows[0]?.t) return;
      const { rows } = await pool.query<{ queue: string; n: string }>(
        `SELECT name AS queue, count(*) AS n FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name`,
      );
      for (const row of rows) this.set({ queue: row.queue }, Number(row.n));
    },
  });

  app.get(
    METRICS_PATH,
    {
      schema: { hide: true },
      onRequest: async (request, reply) => {
        // both the connection's address and, behind trusted proxies, the client's
        if (!allowed.has(request.socket.remoteAddress) || !allowed.has(request.ip))
          return reply.status(404).send({ error: STATUS_MESSAGES[404] });
      },
    },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
});
