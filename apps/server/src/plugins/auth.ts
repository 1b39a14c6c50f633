import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { operators } from '../db/schema';
import { AppError } from '../lib/app-error';
import { keptStatement } from '../lib/prepared';
import { addRouteHook } from '../lib/route-hooks';

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

/**
 * The operator of a token, by primary key, as a statement kept like every list's (lib/prepared
 * keptStatement, decision 0025): PostgreSQL parses and plans it once per connection, no query is
 * built per call, and its row is made by the mapper worked out once.
 */
const operatorColumns = { id: operators.id, email: operators.email, superOperator: operators.superOperator };
const operatorLookup = (db: Db) =>
  keptStatement(db, 'auth_operator', () => ({
    selection: operatorColumns,
    query: db
      .select(operatorColumns)
      .from(operators)
      .where(and(eq(operators.id, sql.placeholder('id')), isNull(operators.deactivatedAt))),
  }));

// RFC 9110 §11.1: the scheme's name is case-insensitive ('bearer', 'BEARER'), then one or more spaces
const BEARER = /^bearer +(.+)$/i;
const bearer = (request: FastifyRequest) => BEARER.exec(request.headers.authorization ?? '')?.[1].trim() ?? '';

/** Whether a route needs a signed-in operator: every /api route but the API description and the public ones. */
const needsOperator = (url: string, access: Access) => url.startsWith('/api/') && !url.startsWith('/api/docs') && access !== 'public';

/**
 * Every route needs a valid access token unless it declares access 'public'. The operator is read
 * from the database on every call, so a deactivated operator or a demoted administrator loses her
 * powers at once, whatever her token says. The check is the first onRequest hook of each route that
 * needs it, decided once as the route is registered: a public route (the health probe, the web
 * app's files) runs no hook at all for it.
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('operator', null);
  const lookup = operatorLookup(app.db);

  const authenticate = (admin: boolean) =>
    async function authenticate(request: FastifyRequest) {
      const claims = app.tokens.verify(bearer(request), 'access');
      if (!claims) throw new AppError('UNAUTHORIZED');
      const [row] = await lookup.execute({ id: claims.op_id });
      if (!row) throw new AppError('UNAUTHORIZED');
      request.operator = row;
      if (admin && !row.superOperator) throw new AppError('FORBIDDEN');
    };
  const forOperators = authenticate(false);
  const forAdmins = authenticate(true);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? 'operator';
    if (!needsOperator(route.url, access)) return;
    addRouteHook(route, 'onRequest', access === 'admin' ? forAdmins : forOperators, 'first');
  });
});

/** The caller of an authenticated route (the hook above guarantees it). */
export function currentOperator(request: FastifyRequest): CurrentOperator {
  if (!request.operator) throw new AppError('UNAUTHORIZED');
  return request.operator;
}
