/**
 * The baseline: node:http and pg, nothing else, answering with the very SQL the product runs.
 * GET /health runs SELECT 1; GET /q/<name> runs the named query set (captured from the product's
 * repository functions, given in BARE_QUERIES as JSON) in parallel, as the product does, and
 * answers {total, data}: a one-row one-column result is the total, any other the rows.
 */
import http from 'node:http';
import pg from 'pg';

type Query = { text: string; params: unknown[] };
const sets: Record<string, Query[]> = JSON.parse(process.env.BARE_QUERIES ?? '{}');
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

async function answer(name: string) {
  const results = await Promise.all(sets[name].map((q) => pool.query(q.text, q.params)));
  const body: { total?: number; data?: unknown[] } = {};
  for (const r of results) {
    if (r.rows.length === 1 && r.fields.length === 1) body.total = Number(Object.values(r.rows[0])[0]);
    else body.data = r.rows;
  }
  return body;
}

const server = http.createServer(async (req, res) => {
  try {
    let body: unknown;
    if (req.url === '/health') {
      await pool.query('SELECT 1');
      body = { status: 'ok' };
    } else if (req.url?.startsWith('/q/') && sets[req.url.slice(3)]) {
      body = await answer(req.url.slice(3));
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
