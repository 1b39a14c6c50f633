import { readFileSync, stat } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_DIR } from '../../paths';
import type { StopWriter } from './export.xlsx-messages';

/**
 * The threads that write xlsx files (export.xlsx-writer.ts), one file at a time each: one on a
 * 2-core server, two from 4 cores, so the other cores stay with the requests. A file asked for
 * while they all write waits its turn; beyond `maxWaiting` files waiting it is refused at once.
 */
export const XLSX_WRITERS = { threads: Math.min(2, Math.max(1, availableParallelism() - 1)), maxWaiting: 4 } as const;

/** Thrown instead of queueing when XLSX_WRITERS.maxWaiting files already wait for a writer. */
export class XlsxWritersBusyError extends Error {
  constructor() {
    super('every xlsx writer is busy and too many files wait');
  }
}

/**
 * A writer's thread for one file. `release(true)` hands it on to the next file (the file was
 * written whole, or abandoned and ended by the writer); `release(false)` (the writer failed, or did
 * not end an abandoned file in time) ends the thread, and a new one starts when needed. Releasing
 * twice does nothing.
 */
export type XlsxTurn = { worker: Worker; release: (reusable: boolean) => void };

/** Whether this module runs from its TypeScript (tests, development) or from the bundle (dist/). */
const fromSource = import.meta.url.endsWith('.ts');

/**
 * tsx's module API for ES modules, as a URL. Its `import` entry is read from tsx's own exports map:
 * the CommonJS one (what require.resolve gives) fails to load its ES half in a worker.
 */
function tsxModuleApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import?: { default?: string } }> };
  const entry = exports['./esm/api']?.import?.default;
  if (!entry) throw new Error("tsx's package declares no ES module API (tsx/esm/api)");
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
}

function startThread(): Worker {
  // libuv's pool of threads (zlib's deflate, files, hashes) is made by the first thread that gives it
  // work, and a new thread takes its maker's priority: made by a writer, lowered to the writer's
  // (export.xlsx-writer.ts), it would slow every file read and password check. Giving it work from
  // here makes it now, on the main thread, at the process's priority (once made, this costs a stat).
  stat(SERVER_DIR, () => {});
  if (!fromSource) return new Worker(path.join(SERVER_DIR, 'dist/xlsx-writer.js'));
  // from the TypeScript, the thread registers tsx's loader (a flag would not: on Node 20, tsx's
  // --import registers itself on the main thread only) and then imports the writer's TypeScript
  const writer = pathToFileURL(path.join(SERVER_DIR, 'src/modules/export/export.xlsx-writer.ts')).href;
  const code = `import(${JSON.stringify(tsxModuleApi())}).then(({ register }) => { register(); return import(${JSON.stringify(writer)}); });`;
  return new Worker(code, { eval: true });
}

const live = new Set<Worker>();
const idle: Worker[] = [];
const waiting: ((worker: Worker) => void)[] = [];

/** A thread that idles does not keep the process alive; one that writes does. */
function start(): Worker {
  const worker = startThread();
  live.add(worker);
  // a failure while it writes a file fails that file (writeXlsx listens too); the thread is not reused
  worker.on('error', () => retire(worker)).once('exit', () => retire(worker));
  return worker;
}

function retire(worker: Worker) {
  if (!live.delete(worker)) return;
  const at = idle.indexOf(worker);
  if (at >= 0) idle.splice(at, 1);
  endThread(worker);
}

/** The threads asked to end that have not yet. */
const ending = new Set<Promise<void>>();

/** How long a thread asked to end may take before it is terminated. */
const ENDING_MS = 10_000;

/**
 * Ends a writer's thread by asking it to (export.xlsx-writer.ts exits when told), not by
 * terminate(): terminate() stops the thread's JavaScript wherever it is, and when that is between
 * the two steps of making a zlib stream, Node 24 aborts the whole process as it frees the half-made
 * stream ("close before init"). terminate() remains for a thread that has not ended after ENDING_MS.
 */
export function endThread(worker: Worker) {
  if (worker.threadId < 0) return; // already ended
  const timer = setTimeout(() => void worker.terminate(), ENDING_MS).unref();
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  ending.add(ended);
  void ended.then(() => {
    clearTimeout(timer);
    ending.delete(ended);
  });
  worker.postMessage({ stop: true } satisfies StopWriter);
}

/**
 * Resolves once every thread asked to end has (the tests wait for it before their process exits: a
 * thread still running then is terminated by the exit, with terminate()'s risk).
 */
export const xlsxThreadsEnded = async () => void (await Promise.all(ending));

function handOn(worker: Worker | undefined) {
  const next = waiting.shift();
  if (next) next(worker ?? start());
  else if (worker) {
    worker.unref();
    idle.push(worker);
  }
}

/**
 * A writer for one file: an idle one, a new one while there are fewer than XLSX_WRITERS.threads, or
 * the next free. `refuse`: whether to throw XlsxWritersBusyError rather than join a full queue (a
 * file already on its way, the dossier's sheet inside its zip, waits however long the queue).
 */
export async function xlsxTurn({ refuse = true } = {}): Promise<XlsxTurn> {
  let worker = idle.pop() ?? (live.size < XLSX_WRITERS.threads ? start() : undefined);
  if (!worker) {
    if (refuse && waiting.length >= XLSX_WRITERS.maxWaiting) throw new XlsxWritersBusyError();
    worker = await new Promise<Worker>((resolve) => waiting.push(resolve));
  }
  worker.ref();
  const given = worker;
  let released = false;
  return {
    worker: given,
    release(reusable) {
      if (released) return;
      released = true;
      if (!reusable) retire(given);
      handOn(live.has(given) ? given : undefined);
    },
  };
}

/** The writers' threads now running (for the tests). */
export const xlsxWriterThreads = (): readonly Worker[] => [...live];
