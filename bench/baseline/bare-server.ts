/**
 * The baseline: node:http and pg, nothing else, answering with the very SQL the product runs.
 * GET /health runs SELECT 1 (unnamed, as the product's); GET /q/<name> runs the named query set
 * (captured from the product's repository functions, read from the JSON file BARE_QUERIES_FILE) in
 * parallel, as the product does, and answers {total, data}: a one-row one-column result is the
 * total, any other the rows. A statement the product prepares (a named one) is prepared here too,
 * one name per SQL text, so that neither side plans what the other does not; one the product sends
 * unnamed is sent unnamed. `?id=<n>` puts beneficiary n where the set was captured with hers.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import type { CapturedQuery } from '../lib/capture-sql';

const sets: Record<string, CapturedQuery[]> = JSON.parse(readFileSync(process.env.BARE_QUERIES_FILE!, 'utf8'));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** One statement name per SQL text, whatever set it is in. */
const nameOf = (text: string) => `bare_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
type Statement = { config: pg.QueryConfig; idAt: number[] };
const statements: Record<string, Statement[]> = Object.fromEntries(
  Object.entries(sets).map(([key, set]) => [
    key,
    set.map((q) => ({ config: { name: q.named ? nameOf(q.text) : undefined, text: q.text, values: q.params }, idAt: q.idAt ?? [] })),
  ]),
);

/** The statement's values with beneficiary `id` where the captured one's were. */
function forBeneficiary({ config, idAt }: Statement, id: number): pg.QueryConfig {
  const values = [...(config.values ?? [])];
  for (const at of idAt) values[at] = typeof values[at] === 'string' ? String(id) : id;
  return { ...config, values };
}

async function answer(name: string, id: number | undefined) {
  const results = await Promise.all(statements[name].map((s) => pool.query(id === undefined ? s.config : forBeneficiary(s, id))));
  const body: { total?: number; data?: unknown[] } = {};
  for (const r of results) {
    if (r.rows.length === 1 && r.fields.length === 1) body.total = Number(Object.values(r.rows[0])[0]);
    else body.data = r.rows;
  }
  return body;
}

const server = http.createServer(async (req, res) => {
  try {
    const [pathname, search] = (req.url ?? '').split('?');
    const key = pathname.slice(3);
    let body: unknown;
    if (pathname === '/health') {
      await pool.query('SELECT 1');
      body = { status: 'ok' };
    } else if (pathname.startsWith('/q/') && statements[key]) {
      const id = search ? new URLSearchParams(search).get('id') : null;
      body = await answer(key, id === null ? undefined : Number(id));
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
