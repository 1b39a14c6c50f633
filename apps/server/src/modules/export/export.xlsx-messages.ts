/** What the main thread and an xlsx writer's thread (export.xlsx-writer.ts) tell each other about a file. */
import type { MessagePort } from 'node:worker_threads';
import type { ExportType } from '@empowerment/shared/export';
import type { CellValue, SheetLayout } from './export.xlsx-parts';

/**
 * A file to write: its date and the port its bytes go back by (and its rows come by), and where its
 * rows come from. `layout`: the main thread sends them, each its cells' values (the dossier's
 * sheet, a test's rows). `read`: the writer's thread reads them itself (decision 0061), by the export's
 * type, with the filters and the range the main thread checked, on its own connection to the
 * database at `url`; it says `started` once the first batch is read, so that a query that fails
 * still fails the request before anything is sent.
 */
export type XlsxJob = { created: Date; port: MessagePort } & ({ layout: SheetLayout } | { read: ExportRead });

/** To a writer's thread itself: end (its file, if any, is abandoned). See export.xlsx-writers.ts's endThread. */
export type StopWriter = { stop: true };

/** An export the writer reads itself: its type, the filters and the range the main thread checked, and the database's address. */
export type ExportRead = { type: ExportType; filters: unknown; range: { offset: number; limit: number }; url: string };

/**
 * From the main thread: a batch of rows (each its cells' values), the end of the rows, bytes
 * written, or the file abandoned (nobody will take the rest: the writer ends it without sending it
 * and says `done`, free for the next file).
 */
export type ToWriter = { rows: CellValue[][] } | { end: true } | { written: number } | { abandon: true };

/** To the main thread: bytes of the file, room for the next batch, the first batch read, the file ended (whole, or abandoned), a failure. */
export type FromWriter = { bytes: Uint8Array } | { ready: true } | { started: true } | { done: true } | { failed: string };
