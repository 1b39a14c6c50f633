import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_DIR = path.join(ROOT, 'bench');
export const SERVER_DIR = path.join(ROOT, 'apps/server');
export const WEB_DIR = path.join(ROOT, 'apps/web');
/** The bench's own data folder (embedded PostgreSQL, the product's secret); never committed. */
export const BENCH_DATA = path.join(BENCH_DIR, '.data');
