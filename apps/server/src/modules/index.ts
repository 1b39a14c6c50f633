import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import health from './health/health.routes';

/** The one map of the API: every module with its prefix under /api. */
const modules: FastifyPluginAsyncZod = async (app) => {
  await app.register(health);
};
export default modules;
