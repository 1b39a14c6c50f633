#!/usr/bin/env node
// npm start: builds the web app and the server only when their build is missing or older than their
// sources (scripts/stale.mjs), then runs the compiled server, dist/server.js, in this very process
// (signals reach it directly), in production mode (docs/decisions/0045-compiled-server.md).
import { spawnSync } from 'node:child_process';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale } from './stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const at = (file) => path.join(root, file);

// both builds read the shared package and what npm installed
const common = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json', 'node_modules/.package-lock.json'];
const builds = [
  {
    workspace: '@empowerment/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/build-tools',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...common,
    ],
  },
  {
    workspace: '@empowerment/server',
    output: 'apps/server/dist/server.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...common],
  },
];

for (const build of builds) {
  if (!isStale(at(build.output), build.inputs.map(at))) continue;
  const started = new Date();
  const { status } = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  // dated when the build began: a source edited while it ran is newer, and is built at the next start
  utimesSync(at(build.output), started, started);
}

process.env.NODE_ENV = 'production';
await import(pathToFileURL(at('apps/server/dist/server.js')).href);
