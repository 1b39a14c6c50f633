import { and, eq, getTableName, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { keptUntilChanged } from '../db/changes';
import type { Db } from '../db/client';
import { operators, refreshTokens } from '../db/schema';
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
    /** The session (refresh token id) the caller's access token belongs to. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** The sessions this process keeps (below). */
    readonly sessions: { forget(operatorId: number): void };
  }
}

/**
 * The operator of a token and its session, by primary keys: the active operator whose session (the
 * refresh token the access token was issued with) is neither revoked nor expired. A statement kept
 * like every list's (lib/prepared keptStatement, decision 0025): PostgreSQL parses and plans it once
 * per connection, no query is built per call, and its row is made by the mapper worked out once.
 */
const sessionColumns = {
  id: operators.id,
  email: operators.email,
  superOperator: operators.superOperator,
  sessionEnds: refreshTokens.expiresAt,
};
const sessionLookup = (db: Db) =>
  keptStatement(db, 'auth_session', () => ({
    selection: sessionColumns,
    query: db
      .select(sessionColumns)
      .from(operators)
      .innerJoin(refreshTokens, eq(refreshTokens.operatorId, operators.id))
      .where(
        and(
          eq(operators.id, sql.placeholder('id')),
          isNull(operators.deactivatedAt),
          eq(refreshTokens.id, sql.placeholder('sid')),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      ),
  }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A session kept in memory: her row as the lookup read it, until the session's own end. */
type KeptSession = { operator: CurrentOperator; ends: number };

// RFC 9110 §11.1: the scheme's name is case-insensitive ('bearer', 'BEARER'), then one or more spaces
const BEARER = /^bearer +(.+)$/i;
const bearer = (request: FastifyRequest) => BEARER.exec(request.headers.authorization ?? '')?.[1].trim() ?? '';

/** Whether a route needs a signed-in operator: every /api route but the API description and the public ones. */
const needsOperator = (url: string, access: Access) => url.startsWith('/api/') && !url.startsWith('/api/docs') && access !== 'public';

/**
 * Every route needs a valid access token unless it declares access 'public'. Who calls, and with
 * which powers, is her row and her session as the database has them, not her token's claims: a
 * logged-out session, a password chosen anew, a deactivated, deleted or demoted operator is refused
 * by every API process at once. Each process keeps the sessions it has read until the database says
 * their rows changed (db/changes.ts: a NOTIFY from the operators' and refresh tokens' triggers, heard
 * within milliseconds; nothing kept is believed while that feed has not proved itself within the last
 * second), so an operator's calls cost no statement after her first (decision 0044). The check is the
 * first onRequest hook of each route that needs it, decided once as the route is registered: a
 * public route (the health probe, the web app's files) runs no hook at all for it.
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('operator', null);
  app.decorateRequest('sessionId', null);
  const lookup = sessionLookup(app.db);
  const kept = keptUntilChanged<KeptSession>(app.database.changes, [getTableName(operators), getTableName(refreshTokens)]);
  app.decorate('sessions', { forget: (operatorId: number) => kept.forget(String(operatorId)) });
  app.addHook('onClose', async () => kept.close());

  async function sessionOf(operatorId: number, sid: string): Promise<CurrentOperator | undefined> {
    const group = String(operatorId);
    const known = kept.get(group, sid);
    if (known && known.ends > Date.now()) return known.operator;
    if (!UUID.test(sid)) return undefined;
    const mark = kept.mark();
    const [row] = await lookup.execute({ id: operatorId, sid });
    if (!row) return undefined;
    // one object for all her calls while it is kept: frozen, so that no handler changes it for the next
    const operator = Object.freeze({ id: row.id, email: row.email, superOperator: row.superOperator });
    kept.keep(group, sid, { operator, ends: row.sessionEnds.getTime() }, mark);
    return operator;
  }

  const authenticate = (admin: boolean) =>
    async function authenticate(request: FastifyRequest) {
      const claims = app.tokens.verify(bearer(request), 'access');
      // a token of no session (signed before sessions were named in it) is refused: the client refreshes it
      if (!claims?.sid) throw new AppError('UNAUTHORIZED');
      const operator = await sessionOf(claims.op_id, claims.sid);
      if (!operator) throw new AppError('UNAUTHORIZED');
      request.operator = operator;
      request.sessionId = claims.sid;
      if (admin && !operator.superOperator) throw new AppError('FORBIDDEN');
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
