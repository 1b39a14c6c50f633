import path from 'node:path';

/**
 * The server's folder (apps/server), from which the files it reads at run time are found. This file
 * sits directly in src/, and the production bundle (build.mjs) directly in dist/: the same depth, so
 * the same path holds whether the server runs from its TypeScript or from dist/server.js.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** The repository's root, where relative paths (DATA_DIR, WEB_DIST) start, whatever the working folder. */
export const ROOT_DIR = path.resolve(SERVER_DIR, '../..');
