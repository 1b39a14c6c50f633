/**
 * The xlsx writer's thread (decisions 0054, 0061): it reads an export's rows from the database itself
 * (or receives a sheet's rows as plain cell values from the main thread), turns them into the sheet's
 * XML and deflates it into the zip, and sends the file's bytes back to the main thread, which writes
 * them to the client. One file at a time; the main thread gives it a port per file. It runs as a
 * worker thread: from dist/xlsx-writer.js in production (build.mjs), from this TypeScript through tsx
 * in development and tests (export.xlsx-writers.ts starts it).
 */
import { once } from 'node:events';
import { constants, setPriority } from 'node:os';
import { PassThrough } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { drizzleOver, openPool, type Db } from '../../db/client';
import { newZipFile } from '../../lib/zip';
import { EXPORTS } from '../exports';
import * as parts from './export.xlsx-parts';
import type { ExportRead, FromWriter, StopWriter, ToWriter, XlsxJob } from './export.xlsx-messages';

/**
 * Bytes sent that the main thread has not yet written to its client. Beyond it the writer waits, so
 * a slow client holds back the deflate, the sheet's XML and then the reading of the rows.
 */
const UNWRITTEN_BYTES = 64 * 1024;
/** About how many bytes of the file each message to the main thread carries. */
const POSTED_BYTES = 32 * 1024;

/** The rows the main thread sends, in order; `ready` once each has gone on to the deflate. */
function sentRows(post: (message: FromWriter) => void) {
  const batches: parts.CellValue[][][] = [];
  let ended = false;
  let wake: (() => void) | undefined;
  return {
    take(message: ToWriter) {
      if ('rows' in message) batches.push(message.rows);
      else if ('end' in message) ended = true;
      wake?.();
    },
    async *rows() {
      for (;;) {
        const batch = batches.shift();
        if (batch) {
          yield batch;
          post({ ready: true });
        } else if (ended) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}

/** One connection per database, kept while it is used (pg closes it after 10 s idle). */
const databases = new Map<string, Db>();
const databaseAt = (url: string) => databases.get(url) ?? databases.set(url, drizzleOver(openPool(url, 1))).get(url)!;

/** An export's rows, read here batch after batch and turned into their cells' values; `started` after the first. */
async function readRows(read: ExportRead, started: () => void) {
  const definition = EXPORTS[read.type];
  const iterator = definition.batches(databaseAt(read.url), read.filters, read.range)[Symbol.asyncIterator]();
  const first = await iterator.next();
  started();
  const columns = definition.columns;
  return {
    layout: parts.sheetLayout(definition),
    rows: (async function* () {
      for (let next = first; !next.done;) {
        // the next batch is asked for before this one is written: the database reads it meanwhile
        const following = iterator.next();
        following.catch(() => {}); // its failure is met below, once this batch is written
        yield (next.value as unknown[]).map((row) => columns.map((c) => c.value(row)));
        next = await following;
      }
    })(),
  };
}

async function writeFile(job: XlsxJob) {
  const { created, port } = job;
  const post = (message: FromWriter, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);
  let unwritten = 0;
  let room: (() => void) | undefined;
  // the main thread no longer wants the file (its receiver went away): the rows stop, the sheet and
  // the zip are ended as usual and their last bytes dropped, and the thread is free for the next file
  let abandoned = false;
  const sent = 'layout' in job ? sentRows(post) : undefined;
  port.on('message', (message: ToWriter) => {
    if ('written' in message) {
      unwritten -= message.written;
      if (unwritten <= UNWRITTEN_BYTES) room?.();
    } else if ('abandon' in message) {
      abandoned = true;
      sent?.take({ end: true });
      room?.();
    } else sent?.take(message);
  });
  const { layout, rows } =
    'layout' in job ? { layout: job.layout, rows: sent!.rows() } : await readRows(job.read, () => post({ started: true }));

  const letters = layout.columns.map((_, i) => parts.columnLetter(i + 1));
  const styles = layout.columns.map(parts.columnStyle);
  const zip = newZipFile();
  const add = (path: string, xml: string) => zip.addBuffer(Buffer.from(xml, 'utf8'), path, { mtime: created });
  add('[Content_Types].xml', parts.contentTypesXml());
  add('_rels/.rels', parts.rootRelsXml());
  add('docProps/core.xml', parts.coreXml('Empowerment', created));
  add('xl/workbook.xml', parts.workbookXml(layout));
  add('xl/_rels/workbook.xml.rels', parts.workbookRelsXml());
  add('xl/styles.xml', parts.stylesXml(layout));
  const sheetXml = new PassThrough({ highWaterMark: 64 * 1024 });
  // zlib's fastest level: the sheet's repetitive XML still shrinks about tenfold, for a third of the
  // CPU of the default level, which on a small server the other requests need (decision 0025)
  zip.addReadStream(sheetXml, 'xl/worksheets/sheet1.xml', { mtime: created, compressionLevel: 1 });
  zip.end();

  // the sheet's XML, batch after batch, each once the one before has gone on to the deflate; a batch
  // that cannot be read or written fails the file (the main thread then ends this thread)
  const writing = (async () => {
    let n = 1;
    sheetXml.write(parts.sheetHeadXml(layout, letters));
    for await (const batch of rows) {
      if (abandoned) break;
      let xml = '';
      for (const values of batch) xml += parts.rowXml(++n, values, letters, styles);
      if (!sheetXml.write(xml)) await once(sheetXml, 'drain');
    }
    sheetXml.end(parts.sheetTailXml(letters));
  })();
  let failed = false;
  writing.catch((err: unknown) => {
    failed = true;
    post({ failed: describe(err) });
  });

  // the file's bytes go to the main thread in pieces of about POSTED_BYTES: zlib's output comes in
  // many small chunks, and each message costs both threads
  let held: Buffer[] = [];
  let heldBytes = 0;
  const postHeld = () => {
    // a copy of its own to hand over: zlib cuts its chunks from a buffer it goes on filling
    const bytes = new Uint8Array(heldBytes);
    let at = 0;
    for (const chunk of held) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    held = [];
    heldBytes = 0;
    unwritten += bytes.byteLength;
    post({ bytes }, [bytes.buffer]);
  };
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) {
    if (abandoned) continue;
    held.push(chunk);
    heldBytes += chunk.byteLength;
    if (heldBytes < POSTED_BYTES) continue;
    postHeld();
    if (unwritten > UNWRITTEN_BYTES) await new Promise<void>((resolve) => (room = resolve));
    room = undefined;
  }
  if (heldBytes > 0 && !abandoned) postHeld();
  await writing.catch(() => {});
  if (failed) return;
  post({ done: true });
  port.close();
}

const describe = (err: unknown) => (err instanceof Error ? (err.stack ?? err.message) : String(err));

/**
 * The writer gives way to the requests: when both want a core, the list an operator is waiting for
 * goes first and the file a little later. On Linux a thread has a priority of its own and
 * setPriority(0, ...) sets the calling thread's, so only this thread is lowered, not the server.
 * Elsewhere, or where the system refuses, the writer keeps the process's priority.
 */
try {
  setPriority(0, constants.priority.PRIORITY_LOW);
} catch {
  // the writer still writes, at the process's priority
}

parentPort?.on('message', (job: XlsxJob | StopWriter) => {
  // asked to end: from a message handler, so never in the middle of making a zlib stream
  if ('stop' in job) process.exit(0);
  writeFile(job).catch((err: unknown) => {
    job.port.postMessage({ failed: describe(err) } satisfies FromWriter);
  });
});
