import { IMPORT_MAX_ROWS, IMPORT_MSG } from '@empowerment/shared/beneficiaries';
import type * as ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error';
import { onFirstUse } from '../../lib/on-first-use';

/** A cell as the import reads it: text, a number, a day (YYYY-MM-DD, from a date cell), a boolean, or nothing. */
export type Cell = string | number | boolean | { day: string } | null;
/** A row of the sheet by its number there (the header is row 1), its cells in the headers' order. */
export type SheetRow = { row: number; cells: Cell[] };
export type Sheet = { headers: string[]; rows: SheetRow[] };
export type SheetKind = 'xlsx' | 'csv';

const exceljs = onFirstUse<typeof ExcelJS>('exceljs');

const refuse = (message: string, code: 'BAD_REQUEST' | 'UNPROCESSABLE' = 'BAD_REQUEST') => new AppError(code, message, { file: message });

/** An xlsx cell's value as plain data: the result of a formula, the text of rich text or a link. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value == null) return null;
  if (value instanceof Date) return { day: value.toISOString().slice(0, 10) };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellOf((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return null;
}

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** The header row's texts; refused when empty or when a header repeats (the mapping names columns by header). */
function readHeaders(cells: Cell[]): string[] {
  const headers = cells.map((c) => (c === null ? '' : typeof c === 'object' ? c.day : String(c).trim()));
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  if (headers.length === 0) throw refuse(IMPORT_MSG.noHeader);
  const seen = new Set<string>();
  for (const h of headers) {
    if (h === '') continue;
    if (seen.has(h)) throw refuse(IMPORT_MSG.headerTwice(h));
    seen.add(h);
  }
  return headers;
}

/** The rows under the header, blank ones left out; more than IMPORT_MAX_ROWS is refused (413). */
function collect(headers: string[], rows: Iterable<SheetRow>): Sheet {
  const kept: SheetRow[] = [];
  for (const r of rows) {
    const cells = headers.map((_, i) => r.cells[i] ?? null);
    if (cells.every(isBlank)) continue;
    if (kept.length === IMPORT_MAX_ROWS) throw new AppError('TOO_LARGE', IMPORT_MSG.tooManyRows, { file: IMPORT_MSG.tooManyRows });
    kept.push({ row: r.row, cells });
  }
  if (kept.length === 0) throw refuse(IMPORT_MSG.noRows);
  return { headers, rows: kept };
}

async function readXlsx(content: Buffer): Promise<Sheet> {
  const workbook = new (exceljs().Workbook)();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw refuse(IMPORT_MSG.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount === 0) throw refuse(IMPORT_MSG.noHeader);
  // a worksheet's values are 1-based: index 0 is empty
  const valuesOf = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1).map(cellOf);
  const headers = readHeaders(valuesOf(sheet.getRow(1)));
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number > 1) rows.push({ row: number, cells: valuesOf(row) });
  });
  return collect(headers, rows);
}

/** UTF-8 (with or without its mark), else Windows-1252, as Excel writes a CSV on an Italian system. */
function decodeText(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}

/** The separator of the header line: ';' (Excel in Italy), ',' or a tab, whichever it has most of outside quotes. */
function separatorOf(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const unquoted = line.replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((s) => [s, unquoted.split(s).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** RFC 4180: quoted fields may hold separators, line breaks and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const sep = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function readCsv(content: Buffer): Sheet {
  const lines = parseCsv(decodeText(content));
  if (lines.length === 0) throw refuse(IMPORT_MSG.noHeader);
  const headers = readHeaders(lines[0]);
  return collect(
    headers,
    lines.slice(1).map((cells, i) => ({ row: i + 2, cells })),
  );
}

/** The first sheet of an xlsx file, or a CSV file: its headers and its rows. */
export const readSheet = (kind: SheetKind, content: Buffer): Promise<Sheet> | Sheet =>
  kind === 'xlsx' ? readXlsx(content) : readCsv(content);

/**
 * The kind of a file judged by its content (never its name): an xlsx workbook, or text (a CSV);
 * undefined for anything else.
 */
export async function sheetKind(content: Buffer): Promise<SheetKind | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(content);
  if (found) return found.mime === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' ? 'xlsx' : undefined;
  // text: no NUL byte in its head (a binary of a type file-type does not know has some)
  return content.subarray(0, 64 * 1024).includes(0) ? undefined : 'csv';
}
