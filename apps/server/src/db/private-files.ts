import { mkdirSync, openSync, closeSync, writeSync } from 'node:fs';

/** A folder only its owner may enter (0700): what the product keeps under DATA_DIR is nobody else's business. */
export function ensurePrivateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Creates a file readable by its owner only (0600), failing if it exists: the mode is set when the
 * file is created, so its content is never readable by others, not even for an instant.
 */
export function writeSecretFile(file: string, content: string) {
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
}

/** What to say when DATA_DIR cannot be made or written: the one thing the operator can change. */
export const dataDirProblem = (dir: string, err: unknown) =>
  `Impossibile creare la cartella dati ${dir} o scrivervi (${(err as Error).message}): scegli un altro DATA_DIR.`;
