import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type * as Yazl from 'yazl';
import { onFirstUse } from '../../lib/on-first-use';
import { yieldToOthers } from '../../lib/traffic';
import * as parts from './export.xlsx-parts';

export type XlsxColumn<Row> = {
  header: string;
  width: number;
  /** Excel number format, e.g. dd/mm/yyyy for a date cell. */
  numFmt?: string;
  value: (row: Row) => parts.CellValue;
};

export type XlsxSheet<Row> = { sheetName: string; columns: XlsxColumn<Row>[] };

const yazl = onFirstUse<typeof Yazl>('yazl');

/** A new zip (an xlsx file is one), its package read on the first export. */
export const newZipFile = () => new (yazl().ZipFile)();

export class ExportAbortedError extends Error {
  constructor() {
    super('the receiver of the export went away');
  }
}

/** Rejects when `out` is closed before the file is complete (the client left); never resolves. */
function closedEarly(out: Writable) {
  const gone = new Promise<never>((_, reject) => {
    const check = () => (out.writableFinished ? undefined : reject(new ExportAbortedError()));
    if (out.destroyed) check();
    else out.once('close', check);
  });
  gone.catch(() => {}); // observed through Promise.race only
  return gone;
}

/**
 * Writes one sheet to `out` as the batches arrive. The sheet's XML is written as text, a batch at a
 * time, into a zip deflated by zlib off the main thread (yazl); the next batch is read only when the
 * sheet's stream has drained, so memory holds about one batch whatever the size. If `out` goes away
 * first, it stops reading and rejects with ExportAbortedError.
 */
/** Rows turned into XML at one go: about a millisecond of the event loop. */
const ROWS_PER_SLICE = 100;

export async function writeXlsx<Row>(out: Writable, sheet: XlsxSheet<Row>, batches: AsyncIterable<Row[]>) {
  const gone = closedEarly(out);
  const letters = sheet.columns.map((_, i) => parts.columnLetter(i + 1));
  const styles = sheet.columns.map(parts.columnStyle);
  const zip = newZipFile();
  const now = new Date();
  const add = (path: string, xml: string) => zip.addBuffer(Buffer.from(xml, 'utf8'), path, { mtime: now });
  add('[Content_Types].xml', parts.contentTypesXml());
  add('_rels/.rels', parts.rootRelsXml());
  add('docProps/core.xml', parts.coreXml('Empowerment', now));
  add('xl/workbook.xml', parts.workbookXml(sheet));
  add('xl/_rels/workbook.xml.rels', parts.workbookRelsXml());
  add('xl/styles.xml', parts.stylesXml(sheet));
  const sheetXml = new PassThrough({ highWaterMark: 64 * 1024 });
  // zlib's fastest level: the sheet's repetitive XML still shrinks about tenfold, for a third of the
  // CPU of the default level, which on a small server the other requests need (decision 0025)
  zip.addReadStream(sheetXml, 'xl/worksheets/sheet1.xml', { mtime: now, compressionLevel: 1 });
  zip.end();
  const zipped = zip.outputStream.pipe(out);
  const finished = once(zipped, 'finish');
  finished.catch(() => {});

  const write = async (xml: string) => {
    if (out.destroyed) await gone;
    if (!sheetXml.write(xml)) await Promise.race([once(sheetXml, 'drain'), gone]);
  };
  await write(parts.sheetHeadXml(sheet, letters));
  let n = 1;
  for await (const batch of batches) {
    // a batch is turned into XML a slice at a time, letting other requests in between the slices
    // (and giving them the way while they come in)
    for (let start = 0; start < batch.length; start += ROWS_PER_SLICE) {
      let xml = '';
      for (const row of batch.slice(start, start + ROWS_PER_SLICE))
        xml += parts.rowXml(
          ++n,
          sheet.columns.map((c) => c.value(row)),
          letters,
          styles,
        );
      await write(xml);
      await yieldToOthers();
    }
  }
  await write(parts.sheetTailXml(letters));
  sheetXml.end();
  await Promise.race([finished, gone]);
}

/** A 'YYYY-MM-DD' day as an Excel date (midnight UTC, the way Excel keeps dates without a zone). */
export const excelDate = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);
