import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale, newestModification } from './stale.mjs';

let dir;
const at = (file) => path.join(dir, file);
const moment = (seconds) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
/** Sets the time of a file or folder to `seconds` after a fixed moment. */
const touch = (file, seconds) => utimesSync(at(file), moment(seconds), moment(seconds));
/** Writes a file modified `seconds` after a fixed moment, in folders as old as it. */
function write(file, seconds) {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), file);
  touch(file, seconds);
  for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) touch(dir, seconds);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'stale-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('isStale', () => {
  it('is stale when the output is missing', () => {
    write('src/a.ts', 0);
    expect(isStale(at('dist/out.js'), [at('src')])).toBe(true);
  });

  it('is fresh when every input is older than the output, in nested folders and single files', () => {
    write('src/a.ts', 0);
    write('src/deep/er/b.ts', 5);
    write('index.html', 8);
    write('dist/out.js', 10);
    expect(isStale(at('dist/out.js'), [at('src'), at('index.html')])).toBe(false);
  });

  it('is stale when one file, however deep, was modified after the output', () => {
    write('src/a.ts', 0);
    write('dist/out.js', 10);
    write('src/deep/er/b.ts', 11);
    expect(isStale(at('dist/out.js'), [at('src')])).toBe(true);
  });

  it('is stale when a single-file input (the lock file) is newer', () => {
    write('src/a.ts', 0);
    write('dist/out.js', 10);
    write('package-lock.json', 12);
    expect(isStale(at('dist/out.js'), [at('src'), at('package-lock.json')])).toBe(true);
  });

  it('is stale when a file was deleted after the output (its folder changed)', () => {
    write('public/a.svg', 0);
    write('public/b.svg', 0);
    write('dist/out.js', 10);
    unlinkSync(at('public/b.svg'));
    expect(isStale(at('dist/out.js'), [at('public')])).toBe(true);
  });

  it('ignores inputs that do not exist', () => {
    write('src/a.ts', 0);
    write('dist/out.js', 10);
    expect(isStale(at('dist/out.js'), [at('src'), at('public'), at('node_modules/.package-lock.json')])).toBe(false);
  });

  it('ignores tests: editing one rebuilds nothing', () => {
    write('src/a.ts', 0);
    for (const test of ['src/a.test.ts', 'src/b.test.tsx', 'src/c.test.mjs']) write(test, 0);
    write('dist/out.js', 10);
    for (const test of ['src/a.test.ts', 'src/b.test.tsx', 'src/c.test.mjs']) touch(test, 20);
    expect(isStale(at('dist/out.js'), [at('src')])).toBe(false);
  });
});

describe('newestModification', () => {
  it('is 0 when nothing exists', () => {
    expect(newestModification([at('nothing')])).toBe(0);
  });

  it('is the latest time among all the files', () => {
    write('a/x', 3);
    write('b/y/z', 7);
    expect(newestModification([at('a'), at('b')])).toBe(Date.UTC(2026, 0, 1) + 7000);
  });
});
