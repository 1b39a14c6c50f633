import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

export type XlsxColumn<Row> = {
  header: string;
  width: number;
  /** Excel number format, e.g. dd/mm/yyyy for a date cell. */
  numFmt?: string;
  value: (row: Row) => ExcelJS.CellValue;
};

export type XlsxSheet<Row> = { sheetName: string; columns: XlsxColumn<Row>[] };

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
 * Writes one sheet to `out` as the batches arrive: each row is committed at once and the next
 * batch is read only when `out` has drained, so memory holds about one batch whatever the size.
 * If `out` goes away first, it stops reading and rejects with ExportAbortedError.
 */
export async function writeXlsx<Row>(out: Writable, sheet: XlsxSheet<Row>, batches: AsyncIterable<Row[]>) {
  const gone = closedEarly(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Empowerment';
  const worksheet = workbook.addWorksheet(sheet.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  worksheet.autoFilter = `A1:${worksheet.getColumn(sheet.columns.length).letter}1`;
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  for await (const batch of batches) {
    for (const row of batch) worksheet.addRow(sheet.columns.map((c) => c.value(row))).commit();
    if (out.destroyed) await gone;
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), gone]);
  }
  worksheet.commit();
  await Promise.race([workbook.commit(), gone]);
}

/** A 'YYYY-MM-DD' day as an Excel date (midnight UTC, the way Excel keeps dates without a zone). */
export const excelDate = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);
