/**
 * npm run bench: the product against bare node:http + pg on a database the bench fills itself,
 * at 10,000 and at 100,000 beneficiaries; prints one table and writes bench/results/.
 * Environment: TEST_DATABASE_URL (server for the bench's own database; embedded when unset),
 * BENCH_SECONDS (each load run, default 5), BENCH_ROUNDS (A/B rounds, default 3),
 * BENCH_ONLY (comma list of m1,m2,m4,m5,m6,m7,m8,m9,m10,m11 to run only those; m2-lists: only the companies,
 * courses and Registro Attività lists of M2), BENCH_DATABASE (the database's name, default empowerment_bench),
 * BENCH_PRODUCT_PORT and BENCH_BASELINE_PORT (default 3208 and 3308; M9's second process, HAProxy and
 * its stats page take the product's port + 1, + 200 and + 201).
 * BENCH_SCALE (a number of beneficiaries, with k or m: 1m, 20k) runs the scale table instead: the
 * beneficiary list's three shapes, M11 (her record) and the export alone at 10,000, 100,000 and
 * that many (the sizes below it), the database grown from one to the next; written to bench/results/scale.md and a dated
 * JSON, latest.md is left alone. BENCH_ONLY does not apply to it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { balancerFigures } from './figures/balancer';
import { bundleFigures } from './figures/bundle';
import type { BenchContext } from './figures/context';
import { captureEntityListQueries, entityListFigures } from './figures/entity-lists';
import { exportFigures, exportScaleFigures } from './figures/export';
import { healthFigure } from './figures/health';
import { lighthouseFigures } from './figures/lighthouse';
import { listFigures } from './figures/list';
import { captureListQueries } from './figures/list-shapes';
import { captureRecordQueries, recordFigures } from './figures/record';
import { loginFloodFigure } from './figures/login-flood';
import { reportFigures } from './figures/report';
import { captureSearchQueries, searchFigures } from './figures/search';
import { uploadFigures } from './figures/uploads';
import { createBenchDatabase } from './lib/database';
import { describeMachine, gitCommit, waitForQuiet } from './lib/machine';
import { BENCH_DIR } from './lib/paths';
import { startNode } from './lib/processes';
import { signIn, startProduct } from './lib/product';
import { table, tally, type Row } from './lib/report';
import { seedUpTo } from './seed';

const SMALL = 10_000;
const LARGE = 100_000;

/** '20k', '1m', '250000': a number of beneficiaries. */
function parseSize(text: string) {
  const match = /^(\d+)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`BENCH_SCALE must be a number of beneficiaries such as 20k or 1m, not ${text}`);
  const size = Number(match[1]) * { '': 1, k: 1_000, m: 1_000_000 }[match[2].toLowerCase() as '' | 'k' | 'm'];
  if (size < SMALL) throw new Error(`BENCH_SCALE must be at least ${SMALL}`);
  return size;
}
/** The scale table's sizes: 10,000, 100,000 and BENCH_SCALE, those below it. */
const SCALE = process.env.BENCH_SCALE ? parseSize(process.env.BENCH_SCALE) : undefined;
const scaleSizes = (largest: number) => [...[SMALL, LARGE].filter((s) => s < largest), largest];
/** 10k, 100k, 1m: how a size reads in the table. */
const sizeLabel = (size: number) =>
  size % 1_000_000 === 0 ? `${size / 1_000_000}m` : size % 1000 === 0 ? `${size / 1000}k` : String(size);
const PRODUCT_PORT = Number(process.env.BENCH_PRODUCT_PORT ?? 3208);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3308);
const only = SCALE ? ['m2', 'm11'] : process.env.BENCH_ONLY?.split(',');
const wants = (figure: string) => !only || only.includes(figure);
const wantsEntityLists = () => wants('m2') || wants('m2-lists');

const started = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}`);

/**
 * Each figure starts on a quiet machine: what the one before left running (PostgreSQL's autovacuum
 * after a seed or an export, password hashes of the login flood) is not the next figure's cost.
 */
async function figure(name: string) {
  const waited = Date.now();
  const busy = await waitForQuiet();
  log(`${name} (machine ${(busy * 100).toFixed(0)}% busy after ${((Date.now() - waited) / 1000).toFixed(0)} s of waiting)`);
}

const withSize = (rows: Row[], size: string) => rows.map((r) => ({ ...r, figure: `${r.figure} @${size}` }));

const startMachine = describeMachine();

async function main() {
  log(`machine: ${startMachine.cpu}, ${startMachine.memory}, load ${startMachine.load}`);
  const results: Row[] = [];
  if (wants('m6')) {
    log('M6: building the web app and the skeleton');
    results.push(...bundleFigures(log));
  }

  const database = await createBenchDatabase(log);
  const stops: (() => Promise<void>)[] = [database.drop];
  try {
    // the product first: it fills the reference lists (document and course types, municipi) the seeds use
    const product = await startProduct(database.url, PRODUCT_PORT);
    stops.unshift(product.stop);
    const seeder = new pg.Client({ connectionString: database.url });
    await seeder.connect();
    // a dropped connection (the database dropped after a failure) must not hide the failure itself
    seeder.on('error', (err) => log(`seeding connection: ${err.message}`));
    await seedUpTo(seeder, 1, SMALL, log);

    const tokens = await signIn(product.url);
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const queries = {
      ...(await captureListQueries(database.url)),
      ...(await captureEntityListQueries(database.url)),
      ...(wants('m10') ? await captureSearchQueries(database.url) : {}),
      ...(wants('m11') ? await captureRecordQueries(database.url, { url: product.url, auth }) : {}),
    };
    // a file, not the environment: the sets outgrow what one environment variable may hold
    const queriesDir = mkdtempSync(path.join(tmpdir(), 'bench-queries-'));
    stops.push(async () => rmSync(queriesDir, { recursive: true, force: true }));
    const queriesFile = path.join(queriesDir, 'queries.json');
    writeFileSync(queriesFile, JSON.stringify(queries));
    const bare = await startNode(path.join(BENCH_DIR, 'baseline/bare-server.ts'), {
      cwd: BENCH_DIR,
      port: BASELINE_PORT,
      readyPath: '/health',
      env: { DATABASE_URL: database.url, BARE_QUERIES_FILE: queriesFile },
    });
    stops.unshift(bare.stop);
    const ctx: BenchContext = {
      databaseUrl: database.url,
      product,
      bare,
      auth,
      refreshToken: tokens.refresh_token,
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
      log,
    };

    if (SCALE) results.push(...(await scaleTable(ctx, seeder, SCALE)));
    else await defaultTable(ctx, seeder, results);
  } finally {
    await stopAll(stops);
  }
  written(results, SCALE ? 'scale' : 'latest');
}

/**
 * The default run's figures at 10,000 then at 100,000 beneficiaries, into `results` (which holds
 * M6's bundle figures already): those at 100,000 first, then M6's, then those at 10,000.
 */
async function defaultTable(ctx: BenchContext, seeder: pg.Client, results: Row[]) {
  const small: Row[] = [];
  if (wants('m2')) {
    await figure(`M2 at ${SMALL} rows`);
    small.push(...(await listFigures(ctx)));
  }
  if (wantsEntityLists()) {
    await figure(`M2 companies, courses and Registro Attività lists at ${SMALL} beneficiaries`);
    small.push(...(await entityListFigures(ctx)));
  }
  if (wants('m4')) {
    await figure(`M4 at ${SMALL} rows`);
    small.push(...(await exportFigures(ctx)));
  }
  if (wants('m9')) {
    await figure(`M9 two processes behind HAProxy at ${SMALL} rows`);
    small.push(...(await balancerFigures(ctx, { second: PRODUCT_PORT + 1, proxy: PRODUCT_PORT + 200, stats: PRODUCT_PORT + 201 })));
  }

  // the large database only for the figures measured on it
  if (['m1', 'm2', 'm4', 'm5', 'm6', 'm7', 'm8', 'm10', 'm11'].some(wants) || wantsEntityLists())
    await seedUpTo(seeder, SMALL + 1, LARGE, log);
  await seeder.end();
  const large: Row[] = [];
  if (wants('m1')) {
    await figure('M1 /api/health');
    large.push(...(await healthFigure(ctx)));
  }
  if (wants('m2')) {
    await figure(`M2 at ${LARGE} rows`);
    large.push(...(await listFigures(ctx)));
  }
  if (wantsEntityLists()) {
    await figure(`M2 companies, courses and Registro Attività lists at ${LARGE} beneficiaries`);
    large.push(...(await entityListFigures(ctx)));
  }
  if (wants('m11')) {
    await figure(`M11 her record at ${LARGE} beneficiaries`);
    large.push(...(await recordFigures(ctx, LARGE)));
  }
  if (wants('m8')) {
    await figure(`M8 /report at ${LARGE} beneficiaries`);
    large.push(...(await reportFigures(ctx)));
  }
  if (wants('m10')) {
    await figure(`M10 search from the top bar at ${LARGE} beneficiaries`);
    large.push(...(await searchFigures(ctx)));
  }
  if (wants('m4')) {
    await figure(`M4 at ${LARGE} rows`);
    large.push(...(await exportFigures(ctx)));
  }
  if (wants('m5')) {
    await figure('M5 uploads');
    large.push(...(await uploadFigures(ctx)));
  }
  if (wants('m7')) {
    await figure('M7 login flood');
    large.push(...(await loginFloodFigure(ctx)));
  }
  if (wants('m6')) {
    await figure('M6 Lighthouse');
    results.push(...(await lighthouseFigures(ctx)));
  }
  results.unshift(...withSize(large, sizeLabel(LARGE)));
  results.push(...withSize(small, sizeLabel(SMALL)));
}

/** Stops what was started, the latest first; one that fails to stop does not keep the others running. */
async function stopAll(stops: (() => Promise<void>)[]) {
  for (const stop of stops.splice(0)) await stop().catch((err) => log(`cleanup: ${err}`));
}

/**
 * The scale table: the beneficiary list's three shapes (M2), her record (M11) and the export alone
 * (M4, its memory flat) at each size, the database grown from one size to the next (its first
 * 10,000 are already there).
 */
async function scaleTable(ctx: BenchContext, seeder: pg.Client, largest: number): Promise<Row[]> {
  const rows: Row[] = [];
  let seeded = SMALL;
  for (const size of scaleSizes(largest)) {
    if (size > seeded) await seedUpTo(seeder, seeded + 1, size, log);
    seeded = size;
    await figure(`M2 at ${size} beneficiaries`);
    const at = await listFigures(ctx);
    await figure(`M11 her record at ${size} beneficiaries`);
    at.push(...(await recordFigures(ctx, size)));
    await figure(`M4 the export alone at ${size} beneficiaries`);
    at.push(...(await exportScaleFigures(ctx)));
    rows.push(...withSize(at, sizeLabel(size)));
  }
  await seeder.end();
  return rows;
}

/** The table printed, and written: `latest` (the default run) or `scale`, .md, and a dated JSON beside it. */
function written(results: Row[], name: 'latest' | 'scale') {
  const machine = describeMachine();
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const printed = table(results);
  const counted = tally(results);
  console.log(`\n${printed}\n\n${counted}\n`);
  const day = new Date().toISOString().slice(0, 16).replace(':', '-');
  const dir = path.join(BENCH_DIR, 'results');
  mkdirSync(dir, { recursive: true });
  const json = name === 'latest' ? `${day}.json` : `${day}-scale.json`;
  const meta = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: startMachine,
    minutes,
    loadAfter: machine.load,
    summary: counted,
  };
  writeFileSync(path.join(dir, json), JSON.stringify({ ...meta, results }, null, 2) + '\n');
  const sizes =
    name === 'latest'
      ? `\`@${sizeLabel(LARGE)}\` and \`@${sizeLabel(SMALL)}\``
      : scaleSizes(SCALE!)
          .map((s) => `\`@${sizeLabel(s)}\``)
          .join(', ');
  writeFileSync(
    path.join(dir, `${name}.md`),
    [
      name === 'latest' ? '# Benchmark: latest results' : '# Benchmark: the list and her record as the database grows',
      '',
      `Run ${meta.date} on commit ${meta.commit}, in ${minutes} minutes (\`${name === 'latest' ? 'npm run bench' : `BENCH_SCALE=${process.env.BENCH_SCALE} npm run bench`}\`): ${counted}.`,
      '',
      `Machine: ${startMachine.cpu}, ${startMachine.memory} RAM, ${startMachine.os}, Node ${startMachine.node}; load average at start ${startMachine.load}, at the end ${meta.loadAfter}.`,
      '',
      'Throughput ratios are product ÷ bare node:http + pg running the same SQL (the same prepared statements), medians of alternating runs',
      `(A B A B) at 10 concurrent clients; a figure with any failed request (an answer other than 2xx, a connection error) fails. ${sizes}: the number of beneficiaries in the database.`,
      "M11 mixes every call of her record, each request for another beneficiary of the whole table; each call's p99 is read in the same runs; each call writes its view in the Registro after its answer, in the product and in the bare server alike (the same statement, the views of calls answered meanwhile written together).",
      ...(name === 'latest'
        ? [
            'M9 compares the product with itself: two processes behind HAProxy (`deploy/haproxy.cfg`) ÷ one process alone, and ÷ one process behind the same HAProxy.',
            `On this machine (${startMachine.cpu}) the two processes, HAProxy, PostgreSQL and the load generator share the same cores:`,
            "a second process brings no CPU of its own, and HAProxy's hop (parsing each request again, a new connection to a",
            'process per request) is paid on those cores too; the ratio passes 1.0 only where each process has cores to itself.',
            "M6's baseline column is the host index Lighthouse measured on this machine (its benchmarkIndex, higher is faster), the median of the page's runs:",
            'the phone preset slows the observed work four times, and the same build of the web app has scored 0.63 to 0.89 on the list on different hosts of these machines.',
          ]
        : []),
      '',
      printed,
      '',
    ].join('\n'),
  );
  log(`written bench/results/${name}.md and bench/results/${json}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
