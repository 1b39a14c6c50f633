import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operators } from '../db/schema';
import { AppError } from '../lib/app-error';

export type Access = 'public' | 'operator' | 'admin';
export type CurrentOperator = { id: number; email: string; superOperator: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; 'operator' when absent. */
    access?: Access;
  }
  interface FastifyRequest {
    operator: CurrentOperator | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
};

/**
 * Every route needs a valid access token unless it declares access 'public'. The operator is read
 * from the database on every call, so a removed operator or a demoted administrator loses her
 * powers at once, whatever her token says.
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    // the web app's files and the API description are public; every other /api route is not
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = request.routeOptions.config?.access ?? 'operator';
    if (access === 'public') return;
    const claims = await app.tokens.verify(bearer(request), 'access');
    if (!claims) throw new AppError('UNAUTHORIZED');
    const [row] = await app.db
      .select({ id: operators.id, email: operators.email, superOperator: operators.superOperator })
      .from(operators)
      .where(eq(operators.id, claims.op_id));
    if (!row) throw new AppError('UNAUTHORIZED');
    request.operator = row;
    if (access === 'admin' && !row.superOperator) throw new AppError('FORBIDDEN');
  });
});

/** The caller of an authenticated route (the hook above guarantees it). */
export function currentOperator(request: FastifyRequest): CurrentOperator {
  if (!request.operator) throw new AppError('UNAUTHORIZED');
  return request.operator;
}
