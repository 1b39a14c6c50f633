import { beneficiaryBatches } from '../../apps/server/src/modules/beneficiaries';
import { openDb } from '../lib/capture-sql';
import { alternate, load, median } from '../lib/load';
import { watchRss } from '../lib/processes';
import { mb, ms, secs, x, type Row } from '../lib/report';
import type { BenchContext } from './context';
import { LIST_SHAPES, listPath } from './list-shapes';

const EXPORT_PATH = '/api/auth/export/?export-type=beneficiaries';

type Download = { ms: number; bytes: number; rssGrowth: number };

/** The whole export through HTTP, timed, with the product's resident memory sampled meanwhile. */
async function download(ctx: BenchContext): Promise<Download> {
  const memory = watchRss(ctx.product.pid);
  const started = performance.now();
  try {
    const res = await fetch(ctx.product.url + EXPORT_PATH, { headers: ctx.auth });
    if (!res.ok || !res.body) throw new Error(`export failed: ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    return { ms: performance.now() - started, bytes, rssGrowth: memory.stop() };
  } finally {
    memory.stop();
  }
}

/** The same rows read raw: the export's own batched queries, no file written. */
async function rawRead(databaseUrl: string): Promise<number> {
  const { db, close } = openDb(databaseUrl);
  const started = performance.now();
  let rows = 0;
  try {
    for await (const batch of beneficiaryBatches(db, {})) rows += batch.length;
    if (rows === 0) throw new Error('the raw read found no rows: the bench database is empty');
  } finally {
    await close();
  }
  return performance.now() - started;
}

/** M4: the full xlsx export against the raw read, its memory, and the list's p99 while it runs. */
export async function exportFigures(ctx: BenchContext): Promise<Row[]> {
  const runs = await alternate<Download>(
    ctx.rounds,
    () => download(ctx),
    async () => ({ ms: await rawRead(ctx.databaseUrl), bytes: 0, rssGrowth: 0 }),
  );
  const exportMs = median(runs.a.map((r) => r.ms));
  const rawMs = median(runs.b.map((r) => r.ms));
  const growth = Math.max(...runs.a.map((r) => r.rssGrowth));
  ctx.log(`  export: ${(runs.a[0].bytes / 1024 / 1024).toFixed(1)} MB file`);

  // the list's first page, alone and while exports run one after the other
  const list = { url: ctx.product.url + listPath(LIST_SHAPES[0].query), headers: ctx.auth };
  const p99s = await alternate(
    ctx.rounds,
    async () => (await load(list, { seconds: ctx.seconds })).p99,
    async () => {
      let running = true;
      const exports = (async () => {
        while (running) await download(ctx);
      })();
      const result = await load(list, { seconds: ctx.seconds });
      running = false;
      await exports;
      return result.p99;
    },
  );
  const alone = median(p99s.a);
  const during = median(p99s.b);
  return [
    {
      figure: 'M4 xlsx export, all rows',
      product: secs(exportMs),
      baseline: `${secs(rawMs)} (raw read)`,
      ratio: x(exportMs / rawMs),
      target: '≤ 3.00 and ≤ 5 s',
      pass: exportMs / rawMs <= 3 && exportMs <= 5000,
    },
    {
      figure: 'M4 export memory growth (peak RSS)',
      product: mb(growth),
      baseline: '-',
      ratio: '-',
      target: '≤ 200 MB',
      pass: growth <= 200 * 1024 * 1024,
    },
    {
      figure: 'M4 list p99 during export',
      product: ms(during),
      baseline: `${ms(alone)} (no export)`,
      ratio: x(during / alone),
      target: '≤ 2.00',
      pass: during / alone <= 2,
    },
  ];
}
