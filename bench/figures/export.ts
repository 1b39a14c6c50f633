import { get, type IncomingMessage } from 'node:http';
import { beneficiaryBatches } from '../../apps/server/src/modules/beneficiaries';
import { openDb } from '../lib/capture-sql';
import { alternate, load, median, type LoadResult, type Target } from '../lib/load';
import { watchRss } from '../lib/processes';
import { mb, ms, secs, x, type Row } from '../lib/report';
import type { BenchContext } from './context';
import { LIST_SHAPES, listPath } from './list-shapes';

const EXPORT_PATH = '/api/auth/export/?export-type=beneficiaries';

type Download = { ms: number; bytes: number; rssGrowth: number };
/** A list load run, and the times of the exports that ran whole within it. */
type Loaded = LoadResult & { exports: number[] };

/** Seconds of each list load run of M4, at least: long enough for two exports within it. */
const LOADED_SECONDS = 10;

/**
 * The whole export through HTTP, timed, with the product's resident memory sampled meanwhile. Each
 * download has a connection of its own, closed after it (not fetch's pool): once a download was
 * cancelled midway, fetch's pool opened a spare connection and left it silent; the product answers
 * a connection that sends no request within its 10 s header limit with a 408 and closes it, and M4's
 * next loaded round, 10 s later, sent its first export on that connection as the 408 came and read
 * the 408 as its answer.
 */
async function download(ctx: BenchContext, signal?: AbortSignal): Promise<Download> {
  const memory = watchRss(ctx.product.pid);
  const started = performance.now();
  try {
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      get(ctx.product.url + EXPORT_PATH, { headers: ctx.auth, signal, agent: false }, resolve).on('error', reject),
    );
    if (res.statusCode !== 200) {
      res.resume();
      throw new Error(`export failed: ${res.statusCode}`);
    }
    let bytes = 0;
    for await (const chunk of res) bytes += (chunk as Buffer).length;
    return { ms: performance.now() - started, bytes, rssGrowth: memory.stop() };
  } finally {
    memory.stop();
  }
}

/**
 * The list at ten clients while exports run one after the other, from the load's start to its end:
 * the list's p99, and the time of each export that ran whole under the load (the one still running
 * when the load ends is cancelled; if none ended, the cancelled one's time so far, a lower bound).
 */
async function underLoad(ctx: BenchContext, list: Target, seconds: number): Promise<Loaded> {
  const ended = new AbortController();
  const exports: number[] = [];
  let current = performance.now();
  const exporting = (async () => {
    while (!ended.signal.aborted) {
      current = performance.now();
      try {
        exports.push((await download(ctx, ended.signal)).ms);
      } catch (err) {
        if (!ended.signal.aborted) throw err;
      }
    }
  })();
  const result = await load(list, { seconds });
  const cut = performance.now() - current;
  ended.abort();
  await exporting;
  return { ...result, exports: exports.length ? exports : [cut] };
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

/** An export's time against the raw read of the same rows, and the figure's target. */
type AgainstRaw = { ratio: number; seconds?: number };

/** The export alone against the raw read, alternated: their medians and the export's memory. */
async function exportAlone(ctx: BenchContext) {
  const runs = await alternate<Download>(
    ctx.rounds,
    () => download(ctx),
    async () => ({ ms: await rawRead(ctx.databaseUrl), bytes: 0, rssGrowth: 0 }),
  );
  ctx.log(`  export: ${(runs.a[0].bytes / 1024 / 1024).toFixed(1)} MB file`);
  return {
    exportMs: median(runs.a.map((r) => r.ms)),
    rawMs: median(runs.b.map((r) => r.ms)),
    growth: Math.max(...runs.a.map((r) => r.rssGrowth)),
  };
}

/** An export's time against the raw read: at most `limit.ratio` times, and `limit.seconds` where given. */
function againstRaw(figure: string, took: number, rawMs: number, limit: AgainstRaw): Row {
  const ratio = took / rawMs;
  return {
    figure,
    product: secs(took),
    baseline: `${secs(rawMs)} (raw read)`,
    ratio: x(ratio),
    target: `≤ ${limit.ratio.toFixed(2)}${limit.seconds ? ` and ≤ ${limit.seconds} s` : ''}`,
    pass: ratio <= limit.ratio && (!limit.seconds || took <= limit.seconds * 1000),
  };
}

/** The peak of the product's resident memory over the idle process during an export: flat, whatever the rows. */
function memoryRow(growth: number): Row {
  return {
    figure: 'M4 export memory growth (peak RSS)',
    product: mb(growth),
    baseline: '-',
    ratio: '-',
    target: '≤ 200 MB',
    pass: growth <= 200 * 1024 * 1024,
  };
}

/**
 * M8's export at each size of the scale table: the whole xlsx against the raw read (at most 3
 * times: no limit in seconds, the rows grow tenfold) and its memory, which must stay flat.
 */
export async function exportScaleFigures(ctx: BenchContext): Promise<Row[]> {
  const { exportMs, rawMs, growth } = await exportAlone(ctx);
  return [againstRaw('M4 xlsx export, all rows', exportMs, rawMs, { ratio: 3 }), memoryRow(growth)];
}

/**
 * M4: the full xlsx export against the raw read, alone and while ten clients browse the list, its
 * memory, and the list's p99 while exports run against its p99 without them.
 */
export async function exportFigures(ctx: BenchContext): Promise<Row[]> {
  const { exportMs, rawMs, growth } = await exportAlone(ctx);

  // the list's first page at ten clients, alone and while exports run one after the other
  const list = { url: ctx.product.url + listPath(LIST_SHAPES[0].query), headers: ctx.auth };
  const seconds = Math.max(ctx.seconds, LOADED_SECONDS);
  const loads = await alternate<Loaded>(
    ctx.rounds,
    async () => ({ ...(await load(list, { seconds })), exports: [] }),
    () => underLoad(ctx, list, seconds),
  );
  const alone = median(loads.a.map((r) => r.p99));
  const during = median(loads.b.map((r) => r.p99));
  const loadedMs = median(loads.b.flatMap((r) => r.exports));
  const listErrors = [...loads.a, ...loads.b].reduce((sum, r) => sum + r.errors, 0);
  ctx.log(
    `  list p99 alone ${loads.a.map((r) => ms(r.p99)).join(', ')}; during exports ${loads.b.map((r) => ms(r.p99)).join(', ')}; ` +
      `exports under load ${loads.b.map((r) => r.exports.map(secs).join(' ')).join(', ')}`,
  );
  const limit = { ratio: 3, seconds: 5 };
  return [
    againstRaw('M4 xlsx export, all rows', exportMs, rawMs, limit),
    memoryRow(growth),
    againstRaw('M4 xlsx export during list load (10 clients)', loadedMs, rawMs, limit),
    {
      figure: 'M4 list p99 during export (10 clients)',
      product: ms(during),
      baseline: `${ms(alone)} (no export)`,
      ratio: x(during / alone),
      target: '≤ 2.00',
      pass: during / alone <= 2 && listErrors === 0,
    },
  ];
}
