import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

const work = mkdtempSync(path.join(tmpdir(), 'empowerment-embedded-'));
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const originalTmp = process.env.TMPDIR;

afterAll(() => {
  process.env.TMPDIR = originalTmp;
  rmSync(work, { recursive: true, force: true });
});

describe('the embedded server on a new data folder', () => {
  it('writes the superuser password nowhere but its 0600 file: nothing in tmp, no password file left', async () => {
    const tmp = path.join(work, 'tmp');
    mkdirSync(tmp);
    process.env.TMPDIR = tmp; // where os.tmpdir() points, for the duration of the start
    const appeared: string[] = [];
    const watcher = watch(tmp, (_event, name) => name && appeared.push(name));
    const dataDir = path.join(work, 'data');
    const server = await startEmbeddedPostgres(dataDir, quiet).finally(() => watcher.close());
    try {
      expect(appeared).toEqual([]);
      expect(readdirSync(tmp)).toEqual([]);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'postgres-password')).mode & 0o777).toBe(0o600);
      expect(readdirSync(dataDir).sort()).toEqual(['empowerment.pid', 'postgres', 'postgres-password']);
    } finally {
      await server.stop();
    }
    expect(readdirSync(dataDir).sort()).toEqual(['postgres', 'postgres-password']);
  }, 60_000);
});
