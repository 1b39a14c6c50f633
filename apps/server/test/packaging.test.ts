// What `npm ci` installs must run on the Node.js the project declares, and what runs in production
// (the compiled server, and the tsx scripts: demo data, backup, restore) must find its runtime in the
// server's own dependencies (a production install leaves devDependencies out).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { DRAIN_DEADLINE_MS } from '../src/lib/graceful-stop';

const root = path.resolve(import.meta.dirname, '../../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const rootPackage = json('package.json');
const serverPackage = json('apps/server/package.json');
const lock = json('package-lock.json') as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } }>;
};

describe('packaging', () => {
  it('installs no package that needs a newer Node.js than the one declared (no EBADENGINE)', () => {
    const oldest = semver.minVersion(rootPackage.engines.node)!.version;
    const tooNew = Object.entries(lock.packages)
      .filter(([name, p]) => name && !p.optional && p.engines?.node && !semver.satisfies(oldest, p.engines.node))
      .map(([name, p]) => `${name}@${p.version} needs node ${p.engines!.node}`);
    expect(tooNew).toEqual([]);
  });

  it('starts the compiled server, with no TypeScript compiled at start', () => {
    expect(rootPackage.scripts.start).toBe('node scripts/start.mjs');
    expect(serverPackage.scripts.start).toBe('NODE_ENV=production node dist/server.js');
    expect(serverPackage.scripts.build).toBe('node build.mjs');
  });

  it('has tsx, which runs the demo data, backup and restore scripts, among the server dependencies', () => {
    expect(serverPackage.scripts.backup).toContain('tsx ');
    expect(serverPackage.dependencies.tsx).toBeDefined();
    expect(rootPackage.devDependencies?.tsx).toBeUndefined();
  });

  it("ships a systemd unit that starts node itself and gives the stop more time than the product's own deadline", () => {
    const unit = readFileSync(path.join(root, 'deploy/empowerment@.service'), 'utf8');
    const setting = (name: string) => unit.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1];
    // npm would pass systemd's SIGTERM on as a second one, which ends the product at once
    expect(setting('ExecStart')).toBe('/usr/bin/node scripts/start.mjs');
    expect(setting('KillMode')).toBe('mixed');
    // HAProxy's default servers are 127.0.0.1:3001 and :3002: empowerment@1 and @2
    expect(setting('Environment')).toContain('PORT=300%i');
    expect(readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8')).toContain('127.0.0.1:3001');
    const stopDelayS = 3; // docs/deployment.md: STOP_DELAY=3s behind HAProxy
    expect(Number(setting('TimeoutStopSec'))).toBeGreaterThan(stopDelayS + DRAIN_DEADLINE_MS / 1000);
  });
});
