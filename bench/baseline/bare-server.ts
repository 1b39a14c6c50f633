/**
 * The baseline: node:http and pg, nothing else, answering with the very SQL the product runs.
 * GET /health runs SELECT 1 (unnamed, as the product's); GET /q/<name> runs the named query set
 * (captured from the product's repository functions, read from the JSON file BARE_QUERIES_FILE) in
 * parallel, as the product does, and answers {total, data}: a one-row one-column result is the
 * total, any other the rows. A statement the product prepares (a named one) is prepared here too,
 * one name per SQL text, so that neither side plans what the other does not; one the product sends
 * unnamed is sent unnamed. `?id=<n>` puts beneficiary n where the set was captured with hers. A
 * statement the product sends after its answer (a view written in the Registro) is sent here after
 * the answer too, and as the product sends it: together with the same statement of the calls answered
 * while the previous one was on its way (each value an array, the batch's arrays joined).
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
type Statement = { config: pg.QueryConfig; idAt: number[]; nowAt: number[] };
const statementOf = (q: CapturedQuery): Statement => ({
  config: { name: q.named ? nameOf(q.text) : undefined, text: q.text, values: q.params },
  idAt: q.idAt ?? [],
  nowAt: q.nowAt ?? [],
});
const statements: Record<string, { answer: Statement[]; after: Statement[] }> = Object.fromEntries(
  Object.entries(sets).map(([key, set]) => [
    key,
    { answer: set.filter((q) => !q.afterAnswer).map(statementOf), after: set.filter((q) => q.afterAnswer).map(statementOf) },
  ]),
);

/** The statement's values with beneficiary `id` where the captured one's were (in an array of one where it was one). */
function forBeneficiary({ config, idAt }: Statement, id: number | undefined): pg.QueryConfig {
  if (id === undefined) return config;
  const values = [...(config.values ?? [])];
  for (const at of idAt) {
    const was = values[at];
    const put = (v: unknown) => (typeof v === 'string' ? String(id) : id);
    values[at] = Array.isArray(was) ? was.map(put) : put(was);
  }
  return { ...config, values };
}

/** Statements waiting to be sent after their answers, by statement name, and whether one is on its way. */
const waiting = new Map<string, { batch: unknown[][]; sending: boolean }>();
const MOST_TOGETHER = 100;
/** Statements sent after their answers that failed: the bench counts them as errors of its figure (GET /after-failures). */
let afterFailures = 0;

/** Sends `statement` after the answer, with the others of its name answered while one was on its way. */
function sendAfter(statement: Statement, id: number | undefined) {
  const config = forBeneficiary(statement, id);
  const values = (config.values ?? []).map((v, at) => (statement.nowAt.includes(at) ? [new Date().toISOString()] : v));
  const name = config.name ?? config.text;
  const queue = waiting.get(name) ?? { batch: [], sending: false };
  waiting.set(name, queue);
  queue.batch.push(values);
  if (queue.sending) return;
  queue.sending = true;
  void (async () => {
    while (queue.batch.length) {
      const batch = queue.batch.splice(0, MOST_TOGETHER);
      // a value the product sends as an array (one item per view) is joined; the others are the statement's own
      const joined = batch[0].map((value, at) => (Array.isArray(value) ? batch.flatMap((values) => values[at]) : value));
      await pool.query({ ...config, values: joined }).catch((err: Error) => {
        afterFailures += batch.length;
        console.error(err.message);
      });
    }
    queue.sending = false;
  })();
}

async function answer(name: string, id: number | undefined) {
  const results = await Promise.all(statements[name].answer.map((s) => pool.query(forBeneficiary(s, id))));
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
    let after: (() => void) | undefined;
    if (pathname === '/after-failures') {
      body = { failures: afterFailures };
    } else if (pathname === '/health') {
      await pool.query('SELECT 1');
      body = { status: 'ok' };
    } else if (pathname.startsWith('/q/') && statements[key]) {
      const param = search ? new URLSearchParams(search).get('id') : null;
      const id = param === null ? undefined : Number(param);
      body = await answer(key, id);
      after = () => statements[key].after.forEach((s) => sendAfter(s, id));
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    after?.();
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
