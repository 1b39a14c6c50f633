import { VERSION_HEADER } from '@empowerment/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { startRequestWork, type RequestWork } from '../db/request-transaction';
import { isoTimestamp } from '../db/schema/columns';
import { staleSave } from '../lib/app-error';
import { addRouteHook } from '../lib/route-hooks';

/**
 * Where an update route finds the stored version of the record it changes: the row whose `column`
 * equals the path parameter `param` (its ID, or the beneficiary of a one-to-one section).
 */
export type VersionedRow = { column: AnyPgColumn; param: string };
/** The record a route updates, found by its `param` path parameter (default: its ID). */
export const versionedBy = (column: AnyPgColumn, param = 'id'): VersionedRow => ({ column, param });

/** What runs in the request's transaction just before it commits (the Registro Attività's entry). */
export type BeforeCommit = (request: FastifyRequest, reply: FastifyReply, tx: Tx) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An update that refuses, with 409, a save based on an older version of its record (VERSION_HEADER):
     * where its row is (checked before the handler), or 'in handler' for an upload whose transaction
     * opens only once the file has arrived and whose handler compares the version in it, under lock;
     * or 'one value' for a setting that is a single value saved whole (a switch, a number of months):
     * the save is all of it, so nothing another operator changed is overwritten unseen.
     */
    version?: VersionedRow | 'in handler' | 'one value';
    /**
     * 'lazy': the handler's first `db.transaction(...)` opens the request's transaction (an upload,
     * which waits for its turn first, holding no connection meanwhile); by default it is opened
     * before the handler.
     */
    transaction?: 'lazy';
  }
  interface FastifyInstance {
    /** Runs in the transaction of every committed change, before it commits, in order. */
    readonly beforeCommit: BeforeCommit[];
  }
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const kWork = Symbol('request work');
type WithWork = FastifyRequest & { [kWork]?: RequestWork };

/** The version the client saves against: the entity tag of If-Match (quoted or not); none for '*' or no header. */
function expectedVersion(request: FastifyRequest): string | undefined {
  const header = request.headers[VERSION_HEADER.toLowerCase()];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value === '*') return undefined;
  return value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/**
 * The stored version of the record, locked until the request's transaction ends; a save based on
 * another version is refused before the handler runs. No row: the handler answers its own 404.
 */
async function checkVersion(db: Db, request: FastifyRequest, { column, param }: VersionedRow) {
  const expected = expectedVersion(request);
  if (expected === undefined) return;
  const id = Number((request.params as Record<string, unknown>)[param]);
  const table = column.table as PgTable;
  const { updatedAt } = getTableColumns(table);
  if (!updatedAt) throw new Error(`${param}: the table has no updated_at to version its rows`);
  const [row] = await db
    .select({ version: isoTimestamp(updatedAt) })
    .from(table)
    .where(eq(column, id))
    .for('update');
  if (row && row.version !== expected) throw staleSave();
}

/**
 * A change and what is recorded about it commit together, or not at all (decision 0029): every
 * route that changes data and is written to the Registro Attività (or versions its record) runs
 * its handler in one transaction, which commits only once the answer is ready (after the
 * `beforeCommit` steps, in it) and rolls back when the answer is an error.
 */
export default fp(
  async function requestWork(app: FastifyInstance) {
    const beforeCommit: BeforeCommit[] = [];
    app.decorate('beforeCommit', beforeCommit);

    async function finish(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const work = (request as WithWork)[kWork];
      if (!work) return payload;
      const commit = reply.statusCode < 400;
      await work.finish(
        commit,
        commit
          ? async (tx) => {
              for (const step of beforeCommit) await step(request, reply, tx);
            }
          : undefined,
      );
      return payload;
    }
    // a request that ends without an answer (the client went away) commits nothing
    async function abandon(request: FastifyRequest) {
      await (request as WithWork)[kWork]?.finish(false);
    }

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const config = route.config;
      if (!methods.some((m) => CHANGES.has(m)) || !(config?.audit || config?.version)) return;
      const handler = route.handler as RouteHandlerMethod;
      const version = config.version;
      const mode = config.transaction ?? 'eager';
      route.handler = async function (this: FastifyInstance, request, reply) {
        const { work, run } = await startRequestWork(app.database.db, mode);
        (request as WithWork)[kWork] = work;
        return run(async () => {
          if (typeof version === 'object') await checkVersion(app.db, request, version);
          return handler.call(this, request, reply);
        });
      };
      addRouteHook(route, 'onSend', finish, 'last');
      addRouteHook(route, 'onRequestAbort', abandon, 'last');
      addRouteHook(route, 'onResponse', abandon, 'first');
    });
  },
  { name: 'request-work' },
);
