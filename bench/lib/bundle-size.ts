import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './paths';

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** Builds with Vite (the given config) into `outDir`, with a manifest of the chunks. */
export function viteBuild(cwd: string, outDir: string, config?: string) {
  const args = ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  if (config) args.push('--config', config);
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The files (JS and CSS) a chunk needs before it runs: itself, its static imports, their CSS. */
export function closure(manifest: Manifest, key: string, into = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The chunk that loads `key` on demand (a page for its tabs, the entry for the pages), if any. */
export const dynamicImporter = (manifest: Manifest, key: string) =>
  Object.keys(manifest).find((k) => manifest[k].dynamicImports?.includes(key));

export const entryKey = (manifest: Manifest) => Object.keys(manifest).find((k) => manifest[k].isEntry)!;

/** Gzipped size (level 9) of each file, added up. */
export const gzipSize = (outDir: string, files: Iterable<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(outDir, f)), { level: 9 }).length, 0);
