// Whether a build's output is older than what it is built from: `npm start` (scripts/start.mjs)
// rebuilds only then. Times are the files' modification times, so an edit, a `git pull` or a
// checkout (which write the files they change) all count as newer.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Tests and their fixtures change no build. */
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/**
 * The latest modification time among the files and folders under each path (a missing path counts
 * for nothing), in ms.
 */
export function newestModification(paths) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = statSync(p);
    } catch {
      return; // missing
    }
    if (!stat.isDirectory()) {
      if (!isTest(path.basename(p))) newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    // a folder's own time is when a file in it was added, renamed or deleted
    newest = Math.max(newest, stat.mtimeMs);
    for (const entry of readdirSync(p)) visit(path.join(p, entry));
  };
  paths.forEach(visit);
  return newest;
}

/** True when `output` is missing or any file under `inputs` was modified after it. */
export function isStale(output, inputs) {
  let built;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    return true;
  }
  return newestModification(inputs) > built;
}
