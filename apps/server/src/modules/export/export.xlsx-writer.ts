/**
 * The xlsx writer's thread (decision 0054): it receives a sheet's rows as plain cell values, turns
 * them into the sheet's XML and deflates it into the zip, and sends the file's bytes back to the main
 * thread, which writes them to the client. One file at a time; the main thread gives it a port per
 * file. It runs as a worker thread: from dist/xlsx-writer.js in production (build.mjs), from this
 * TypeScript through tsx in development and tests (export.xlsx-writers.ts starts it).
 */
import { constants, setPriority } from 'node:os';
import { PassThrough } from 'node:stream';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { ZipFile } from 'yazl';
import * as parts from './export.xlsx-parts';

/** A file to write: its sheet's layout, its date, and the port its rows come by and its bytes go back. */
export type XlsxJob = { layout: parts.SheetLayout; created: Date; port: MessagePort };

/** From the main thread: a batch of rows (each its cells' values), the end of the rows, bytes written. */
export type ToWriter = { rows: parts.CellValue[][] } | { end: true } | { written: number };

/** To the main thread: bytes of the file, room for the next batch, the file complete, a failure. */
export type FromWriter = { bytes: Uint8Array } | { ready: true } | { done: true } | { failed: string };

/**
 * Bytes sent that the main thread has not yet written to its client. Beyond it the writer waits, so
 * a slow client holds back the deflate, the sheet's XML and then the reading of the rows.
 */
const UNWRITTEN_BYTES = 64 * 1024;

async function writeFile({ layout, created, port }: XlsxJob) {
  const post = (message: FromWriter, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);
  const letters = layout.columns.map((_, i) => parts.columnLetter(i + 1));
  const styles = layout.columns.map(parts.columnStyle);
  const zip = new ZipFile();
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

  let unwritten = 0;
  let room: (() => void) | undefined;
  let n = 1;
  sheetXml.write(parts.sheetHeadXml(layout, letters));
  port.on('message', (message: ToWriter) => {
    if ('written' in message) {
      unwritten -= message.written;
      if (unwritten <= UNWRITTEN_BYTES) room?.();
    } else if ('rows' in message) {
      let xml = '';
      for (const values of message.rows) xml += parts.rowXml(++n, values, letters, styles);
      // the next batch once this one has gone on to the deflate
      if (sheetXml.write(xml)) post({ ready: true });
      else sheetXml.once('drain', () => post({ ready: true }));
    } else sheetXml.end(parts.sheetTailXml(letters));
  });

  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) {
    // a copy of its own to hand over: zlib cuts its chunks from a buffer it goes on filling
    const bytes = new Uint8Array(chunk);
    unwritten += bytes.byteLength;
    post({ bytes }, [bytes.buffer]);
    if (unwritten > UNWRITTEN_BYTES) await new Promise<void>((resolve) => (room = resolve));
    room = undefined;
  }
  post({ done: true });
  port.close();
}

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

parentPort?.on('message', (job: XlsxJob) => {
  writeFile(job).catch((err: unknown) => {
    job.port.postMessage({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies FromWriter);
  });
});
