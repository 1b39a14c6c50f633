import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness for load balancers and start-up scripts: answers only when the database does. */
const health: FastifyPluginAsyncZod = async (app) => {
  // probes come every few seconds from every balancer: logging each would drown the real requests
  app.get('/health', { config: { access: 'public' }, logLevel: 'warn', schema: { hide: true } }, async () => {
    await app.db.execute(sql`SELECT 1`);
    return { status: 'ok' };
  });
};
export default health;
