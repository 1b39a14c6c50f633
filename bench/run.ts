/**
 * npm run bench: the product against bare node:http + pg on a database the bench fills itself,
 * at 10,000 and at 100,000 beneficiaries; prints one table and writes bench/results/.
 * Environment: TEST_DATABASE_URL (server for the bench's own database; embedded when unset),
 * BENCH_SECONDS (each load run, default 5), BENCH_ROUNDS (A/B rounds, default 3),
 * BENCH_ONLY (comma list of m1,m2,m4,m5,m6,m7,m8,m9,m10 to run only those; m2-lists: only the companies,
 * courses and Registro Attività lists of M2), BENCH_DATABASE (the database's name, default empowerment_bench),
 * BENCH_PRODUCT_PORT and BENCH_BASELINE_PORT (default 3208 and 3308; M9's second process, HAProxy and
 * its stats page take the product's port + 1, + 200 and + 201).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { balancerFigures } from './figures/balancer';
import { bundleFigures } from './figures/bundle';
import type { BenchContext } from './figures/context';
import { captureEntityListQueries, entityListFigures } from './figures/entity-lists';
import { exportFigures } from './figures/export';
import { healthFigure } from './figures/health';
import { lighthouseFigures } from './figures/lighthouse';
import { listFigures } from './figures/list';
import { captureListQueries } from './figures/list-shapes';
import { loginFloodFigure } from './figures/login-flood';
import { reportFigures } from './figures/report';
import { captureSearchQueries, searchFigures } from './figures/search';
import { uploadFigures } from './figures/uploads';
import { createBenchDatabase } from './lib/database';
import { describeMachine, gitCommit, waitForQuiet } from './lib/machine';
import { BENCH_DIR } from './lib/paths';
import { startNode } from './lib/processes';
import { signIn, startProduct } from './lib/product';
import { table, type Row } from './lib/report';
import { seedUpTo } from './seed';

const SMALL = 10_000;
const LARGE = 100_000;
const PRODUCT_PORT = Number(process.env.BENCH_PRODUCT_PORT ?? 3208);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3308);
const only = process.env.BENCH_ONLY?.split(',');
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

async function main() {
  const machine = describeMachine();
  log(`machine: ${machine.cpu}, ${machine.memory}, load ${machine.load}`);
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

    const queries = {
      ...(await captureListQueries(database.url)),
      ...(await captureEntityListQueries(database.url)),
      ...(wants('m10') ? await captureSearchQueries(database.url) : {}),
    };
    const bare = await startNode(path.join(BENCH_DIR, 'baseline/bare-server.ts'), {
      cwd: BENCH_DIR,
      port: BASELINE_PORT,
      readyPath: '/health',
      env: { DATABASE_URL: database.url, BARE_QUERIES: JSON.stringify(queries) },
    });
    stops.unshift(bare.stop);
    const tokens = await signIn(product.url);
    const ctx: BenchContext = {
      databaseUrl: database.url,
      product,
      bare,
      auth: { authorization: `Bearer ${tokens.access_token}` },
      refreshToken: tokens.refresh_token,
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
      log,
    };

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
    if (['m1', 'm2', 'm4', 'm5', 'm6', 'm7', 'm8', 'm10'].some(wants) || wantsEntityLists()) await seedUpTo(seeder, SMALL + 1, LARGE, log);
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
    results.unshift(...withSize(large, '100k'));
    results.push(...withSize(small, '10k'));
  } finally {
    for (const stop of stops) await stop().catch((err) => log(`cleanup: ${err}`));
  }

  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const printed = table(results);
  console.log(`\n${printed}\n`);
  const day = new Date().toISOString().slice(0, 16).replace(':', '-');
  const dir = path.join(BENCH_DIR, 'results');
  mkdirSync(dir, { recursive: true });
  const meta = { date: new Date().toISOString(), commit: gitCommit(), machine, minutes, loadAfter: describeMachine().load };
  writeFileSync(path.join(dir, `${day}.json`), JSON.stringify({ ...meta, results }, null, 2) + '\n');
  writeFileSync(
    path.join(dir, 'latest.md'),
    [
      '# Benchmark: latest results',
      '',
      `Run ${meta.date} on commit ${meta.commit}, in ${minutes} minutes (\`npm run bench\`).`,
      '',
      `Machine: ${machine.cpu}, ${machine.memory} RAM, ${machine.os}, Node ${machine.node}; load average at start ${machine.load}, at the end ${meta.loadAfter}.`,
      '',
      'Throughput ratios are product ÷ bare node:http + pg running the same SQL, medians of alternating runs',
      '(A B A B) at 10 concurrent clients. `@100k` and `@10k`: the number of beneficiaries in the database.',
      'M9 compares the product with itself: two processes behind HAProxy (`deploy/haproxy.cfg`) ÷ one process alone, and ÷ one process behind the same HAProxy.',
      `On this machine (${machine.cpu}) the two processes, HAProxy, PostgreSQL and the load generator share the same cores:`,
      "a second process brings no CPU of its own, and HAProxy's hop (parsing each request again, a new connection to a",
      'process per request) is paid on those cores too; the ratio passes 1.0 only where each process has cores to itself.',
      '',
      printed,
      '',
    ].join('\n'),
  );
  log(`written bench/results/latest.md and bench/results/${day}.json`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
