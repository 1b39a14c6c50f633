import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operators } from '../src/db/schema';
import { authHeader, createAdmin, createBeneficiary, createOperator } from './factories';
import { arbitraryFor, hostileValue } from './json-schema-arbitrary';
import { type ApiRoute, fillParams, useRouteTable } from './route-table';

/**
 * Every route of the API, as registered (a new one is fuzzed without editing this file), called by
 * anonymous, an operator and an administrator with values shaped by its own schemas and hostile
 * ones mixed in. Whatever comes, the answer is never a 5xx nor a leak of internals, and a refused
 * write leaves the data as it was.
 */
const t = await useRouteTable();
const SEED = 20_261_123;
// a bounded budget for the whole API, so the file stays quick however many routes there are
const RUNS_PER_ROUTE = Math.max(8, Math.floor(480 / t.routes.length));

// tables whose rows a refused request may legitimately write: the log, its counts and its entries
// waiting for their seal, the sign-in counters, the outbox
const UNTRACKED = [
  'activity_logs',
  'activity_log_counts',
  'activity_log_day_counts',
  'activity_log_unsealed',
  'login_failures',
  'mail_outbox',
];
const tables = (
  await t.db.execute<{ table_name: string; has_updated_at: boolean }>(sql`
    SELECT table_name, EXISTS (SELECT 1 FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.table_name = t.table_name AND c.column_name = 'updated_at') AS has_updated_at
    FROM information_schema.tables t WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)
).rows.filter((r) => !UNTRACKED.includes(r.table_name));

/** Row count and last change of each table (a hash of the rows where no updated_at says it). */
const fingerprintSql = sql.raw(
  tables
    .map(({ table_name: name, has_updated_at: stamped }) =>
      stamped
        ? `SELECT '${name}' AS t, count(*) || ':' || coalesce(max(updated_at)::text, '') AS f FROM "${name}"`
        : `SELECT '${name}' AS t, count(*) || ':' || coalesce(md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))), '') AS f FROM "${name}" x`,
    )
    .join(' UNION ALL '),
);
const fingerprint = async () => (await t.db.execute<{ t: string; f: string }>(fingerprintSql)).rows;

// what a stack trace, an error class or a query would look like in an answer
const LEAKS = [/(^|\s)at\s/, /Error:/, /\bSELECT\b/i, /\bINSERT\b/i, /\bsyntax\b/i, /\bpg_/];
const STACK_FRAME = /\bat \S+ \((?:file:\/\/|\/)[^)]*:\d+:\d+\)/;

type Caller = 'anonymous' | 'operator' | 'administrator';
const actors = { operator: await createOperator(t.db), administrator: await createAdmin(t.db) };
const beneficiary = await createBeneficiary(t.db, { active: true });
const victims = [await createOperator(t.db), await createOperator(t.db)];

/** The fuzz may delete an operator or change her rights: callers are put back as they were first. */
async function headersOf(caller: Caller) {
  if (caller === 'anonymous') return {};
  const wanted = caller === 'administrator';
  const [row] = await t.db.select().from(operators).where(eq(operators.id, actors[caller].id));
  if (!row || row.superOperator !== wanted) actors[caller] = wanted ? await createAdmin(t.db) : await createOperator(t.db);
  return authHeader(t.app, actors[caller]);
}

const existingIds = () => [actors.operator.id, actors.administrator.id, beneficiary.id, ...victims.map((v) => v.id), 1].map(String);
const paramValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...existingIds()) },
  { weight: 2, arbitrary: fc.constantFrom('999999', '2147483647', '2147483648', '0', '-1', '1.5', '1e3', '0x10') },
  { weight: 2, arbitrary: hostileValue.map((v) => (typeof v === 'string' ? v.slice(0, 500) : JSON.stringify(v))) },
);

/** Percent-encodes any JavaScript string, lone surrogates included (as the bytes a sloppy client sends). */
function encodeAny(text: string) {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
        : encodeURIComponent(ch);
  }
  return out;
}

/** A query string from whatever was generated: records become key=value pairs, anything else one odd pair. */
function queryString(value: unknown) {
  const scalar = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const entries: [string, unknown][] =
    value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : value === undefined ? [] : [['q', value]];
  const pairs = entries.flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encodeAny(k)}=${encodeAny(scalar(item))}`));
  return pairs.length ? `?${pairs.join('&')}` : '';
}

let ipSeq = 0;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const label = (r: ApiRoute) => `${r.method} ${r.url}`;

describe('every route, fuzzed', () => {
  it('has routes to fuzz', () => {
    expect(t.routes.length).toBeGreaterThan(15);
    expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining(['operators', 'beneficiaries', 'refresh_tokens']));
  });

  it.each(t.routes.map((r) => [label(r), r] as const))(
    '%s: no 5xx, no internals in the answer, and a refused write changes nothing',
    async (_l, route) => {
      const request = fc.record({
        caller: fc.constantFrom<Caller>('anonymous', 'operator', 'administrator'),
        params: fc.array(paramValue, { minLength: 4, maxLength: 4 }),
        query: arbitraryFor(route.schema.querystring),
        body: arbitraryFor(route.schema.body),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ caller, params, query, body }) => {
          let p = 0;
          const url = fillParams(route.url, () => encodeAny(params[p++ % params.length])) + queryString(query);
          const withBody = route.method !== 'GET' && body !== undefined;
          const headers = { ...(await headersOf(caller)), ...(withBody ? { 'content-type': 'application/json' } : {}) };
          const before = WRITES.has(route.method) ? await fingerprint() : null;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            // a new client address each time, so the sign-in limits slow down none of the runs
            remoteAddress: `10.77.${Math.floor(++ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`,
            ...(withBody ? { payload: JSON.stringify(body) } : {}),
          });
          const where = `${route.method} ${url.slice(0, 200)} as ${caller}: ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          const text = res.headers['content-type']?.toString().includes('json') ? res.body : '';
          if (res.statusCode >= 400) for (const leak of LEAKS) expect(text, where).not.toMatch(leak);
          else expect(text, where).not.toMatch(STACK_FRAME);
          if (before && res.statusCode >= 400) expect(await fingerprint(), where).toEqual(before);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
    90_000,
  );
});
