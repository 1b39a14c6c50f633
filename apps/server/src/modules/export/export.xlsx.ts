import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { sheetLayout, type CellValue } from './export.xlsx-parts';
import type { ExportRead, FromWriter, ToWriter, XlsxJob } from './export.xlsx-messages';
import { xlsxTurn, type XlsxTurn } from './export.xlsx-writers';

export type XlsxColumn<Row> = {
  header: string;
  width: number;
  /** Excel number format, e.g. dd/mm/yyyy for a date cell. */
  numFmt?: string;
  value: (row: Row) => CellValue;
};

export type XlsxSheet<Row> = { sheetName: string; columns: XlsxColumn<Row>[] };

export class ExportAbortedError extends Error {
  constructor() {
    super('the receiver of the export went away');
  }
}

/** How many batches of rows may be on their way to the writer: one written while the next is read. */
const BATCHES_AHEAD = 2;

/**
 * Writes one sheet to `out` as the batches arrive (decision 0054). This thread reads the batches and
 * turns each row into its cells' values with the columns' functions; a writer's thread
 * (export.xlsx-writer.ts) makes the sheet's XML and the zip from them and sends the file's bytes
 * back, which are written here to `out`. The writer waits while `out` does not take them, and the
 * next batch is read only once the writer has room for it, so memory holds about a batch or two
 * whatever the size. If `out` goes away first, it stops reading and rejects with
 * ExportAbortedError once the writer has abandoned the file (its thread then takes the next one);
 * if the writer fails or stops, it rejects with its error, the writer's thread is ended and the
 * next file gets a new one. `turn`: a writer already waited for;
 * without it, writeXlsx waits for one itself, however long the queue. For rows made here (the
 * dossier's sheet); an export's rows are read by the writer's thread itself (writeExportXlsx).
 */
export async function writeXlsx<Row>(out: Writable, sheet: XlsxSheet<Row>, batches: AsyncIterable<Row[]>, turn?: XlsxTurn) {
  await writeWith(out, { sheet, batches }, turn ?? (await xlsxTurn({ refuse: false })));
}

/**
 * Writes an export's file to `out` (decision 0061): the writer's thread reads its rows from the
 * database itself, turns them into cells, the XML and the zip, and this thread only writes the
 * file's bytes to `out`, so a large export costs the requests' thread almost nothing. `started` is
 * called once the writer has read the first batch. Rejects as writeXlsx does; `turn` is the
 * writer openExport waited for before it answered (a full queue is refused with a status).
 */
export async function writeExportXlsx(out: Writable, read: ExportRead, turn: XlsxTurn, started: () => void) {
  await writeWith(out, { read, started }, turn);
}

/** Where a file's rows come from: sent from here, or read by the writer's thread. */
type Source<Row> = { sheet: XlsxSheet<Row>; batches: AsyncIterable<Row[]> } | { read: ExportRead; started: () => void };

/**
 * How long a writer asked to abandon its file may take to end it (a batch being read, the last
 * bytes deflated) before its thread is ended instead.
 */
const ABANDON_MS = 10_000;

async function writeWith<Row>(out: Writable, source: Source<Row>, turn: XlsxTurn) {
  const { worker } = turn;
  let failure: Error | undefined;
  let reject: (err: Error) => void = () => {};
  const failed = new Promise<never>((_, rejected) => (reject = rejected));
  failed.catch(() => {}); // observed through Promise.race only
  const fail = (err: Error) => {
    failure ??= err;
    reject(failure);
  };
  // the writer's side of the file: ended ('done': true), or failed or its thread gone (false)
  let writerEnded: (whole: boolean) => void = () => {};
  const writerEnd = new Promise<boolean>((resolve) => (writerEnded = resolve));
  const closed = () => {
    if (!out.writableFinished) fail(new ExportAbortedError());
  };
  const crashed = (err: Error) => {
    writerEnded(false);
    fail(err);
  };
  const exited = (code: number) => {
    writerEnded(false);
    fail(new Error(`the xlsx writer's thread stopped (exit code ${code})`));
  };
  worker.once('error', crashed).once('exit', exited);
  if (out.destroyed) closed();
  else out.once('close', closed);

  const { port1: port, port2 } = new MessageChannel();
  const send = (message: ToWriter) => port.postMessage(message);
  let ahead = 0;
  let room: (() => void) | undefined;
  port.on('message', (message: FromWriter) => {
    if ('bytes' in message) {
      const { buffer, byteOffset, byteLength } = message.bytes;
      if (out.destroyed) return;
      if (out.write(Buffer.from(buffer, byteOffset, byteLength))) send({ written: byteLength });
      else out.once('drain', () => send({ written: byteLength }));
    } else if ('ready' in message) {
      ahead--;
      room?.();
    } else if ('started' in message) {
      if ('started' in source) source.started();
    } else if ('done' in message) writerEnded(true);
    else {
      writerEnded(false);
      fail(new Error(`the xlsx writer failed: ${message.failed}`));
    }
  });
  let completed = false;
  try {
    const created = new Date();
    const job: XlsxJob =
      'read' in source ? { read: source.read, created, port: port2 } : { layout: sheetLayout(source.sheet), created, port: port2 };
    worker.postMessage(job, [port2]);
    if ('batches' in source) {
      const { columns } = source.sheet;
      for await (const batch of source.batches) {
        if (failure || out.destroyed) await failed;
        while (ahead >= BATCHES_AHEAD) await Promise.race([new Promise<void>((resolve) => (room = resolve)), failed]);
        send({ rows: batch.map((row) => columns.map((c) => c.value(row))) });
        ahead++;
      }
      send({ end: true });
    }
    await Promise.race([writerEnd.then((whole) => whole || failed), failed]);
    const finished = once(out, 'finish');
    finished.catch(() => {});
    out.end();
    await Promise.race([finished, failed]);
    completed = true;
  } finally {
    // a file left unfinished here (its receiver went away, its rows failed on this side) is
    // abandoned: the writer ends it without sending the rest, and its thread, started and warm,
    // takes the next file (a new thread costs that file a few hundred milliseconds). A writer
    // that failed, whose thread stopped or that does not end the file in time is ended instead.
    let reusable = completed;
    if (!completed) {
      send({ abandon: true });
      reusable = await Promise.race([writerEnd, delay(ABANDON_MS, false, { ref: false })]);
    }
    port.close();
    worker.off('error', crashed).off('exit', exited);
    out.off('close', closed);
    turn.release(reusable);
  }
}

/**
 * A 'YYYY-MM-DD' day as an Excel date (midnight UTC, the way Excel keeps dates without a zone). Its
 * numbers are read by position: parsing the text as a date costs an export of 100,000 rows 20 ms.
 */
export function excelDate(day: string | null) {
  if (!day) return null;
  const date = new Date(0);
  date.setUTCFullYear(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return date;
}
