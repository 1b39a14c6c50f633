import { PassThrough, type Readable } from 'node:stream';
import { MSG } from '@empowerment/shared';
import { EXPORT_TYPES, type ExportType } from '@empowerment/shared/export';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AnyExportDefinition as AnyExport, ExportRegistry } from './export.definition';
import { ExportAbortedError, writeExportXlsx } from './export.xlsx';
import { xlsxTurn, XlsxWritersBusyError } from './export.xlsx-writers';

type Query = Record<string, unknown>;

const isExportType = (v: unknown): v is ExportType => typeof v === 'string' && (EXPORT_TYPES as readonly string[]).includes(v);

/** The export a query names, and its filters checked by that export's own schema. */
export function resolveExport(exports: ExportRegistry, type: unknown, query: Query): { definition: AnyExport; filters: unknown } {
  if (!isExportType(type)) throw new AppError('BAD_REQUEST', MSG.exportTypeMissing);
  const definition = exports[type];
  const parsed = definition.filters.safeParse(query);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    throw new AppError('BAD_REQUEST', Object.values(fields)[0], fields);
  }
  return { definition, filters: parsed.data };
}

export async function countExport(db: Db, definition: AnyExport, filters: unknown) {
  const count = await definition.count(db, filters);
  if (count === 0) throw new AppError('NOT_FOUND', MSG.exportNoData);
  return count;
}

/** Today in Rome, YYYY-MM-DD, for the file's name. */
const romeDay = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);

/** A writer's thread for the file, waited for in turn; 503 with the export's own text when too many files wait. */
async function writerTurn() {
  try {
    return await xlsxTurn();
  } catch (err) {
    if (err instanceof XlsxWritersBusyError) throw new AppError('SERVICE_UNAVAILABLE', MSG.exportError);
    throw err;
  }
}

/**
 * The xlsx of the rows from `offset`, at most `limit`; 404 when none. A writer's thread is waited
 * for and the first batch read (by that thread, on its own connection to the database at `url`:
 * decision 0061) before anything is sent, so a failing query or a server too busy still answers
 * with an error status.
 */
export async function openExport(
  db: Db,
  url: string,
  log: FastifyBaseLogger,
  { definition, filters, offset, limit }: { definition: AnyExport; filters: unknown; offset: number; limit?: number },
): Promise<{ filename: string; stream: Readable }> {
  const total = await countExport(db, definition, filters);
  const rows = Math.min(Math.max(total - offset, 0), limit ?? Number.POSITIVE_INFINITY);
  if (rows === 0) throw new AppError('NOT_FOUND', MSG.exportNoData);

  const turn = await writerTurn();
  const out = new PassThrough();
  let started: () => void = () => {};
  const firstBatch = new Promise<void>((resolve) => (started = resolve));
  const writing = writeExportXlsx(out, { type: definition.type, filters, range: { offset, limit: rows }, url }, turn, started);
  writing.catch(() => {}); // a failure before the first batch is the request's (below); after it, the download's
  await Promise.race([firstBatch, writing]);
  writing.catch((err: unknown) => {
    if (err instanceof ExportAbortedError) return log.info('export abandoned by the client');
    // the status is already sent: cut the download short rather than deliver a broken file as whole
    log.error({ err }, 'export failed while streaming');
    out.destroy(err as Error);
  });
  return { filename: definition.filename(romeDay()), stream: out };
}
