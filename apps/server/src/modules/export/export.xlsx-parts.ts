/**
 * The XML parts of a one-sheet xlsx (SpreadsheetML), written as text: the fixed parts whole, the
 * sheet as a head, its rows and a tail, so that rows can be streamed. Styles: 0 plain, 1 bold
 * (the header), 2 a date with the column's format, 3 an amount with two decimals (AMOUNT_FORMAT).
 */
export type CellValue = string | number | boolean | Date | null | undefined;
export type SheetLayout = { sheetName: string; columns: { header: string; width: number; numFmt?: string }[] };

/** A sheet's layout alone: its name and its columns' headers, widths and formats, without their value functions (which cannot cross threads). */
export const sheetLayout = ({ sheetName, columns }: SheetLayout): SheetLayout => ({
  sheetName,
  columns: columns.map(({ header, width, numFmt }) => ({ header, width, numFmt })),
});

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const STYLE_BOLD = 1;
const STYLE_DATE = 2;
const STYLE_AMOUNT = 3;
/** The number format of an amount of euro: thousands grouped, two decimals (Excel's built-in format 4). */
export const AMOUNT_FORMAT = '#,##0.00';
/** The style of a column's number cells: an amount's, or none. */
export const columnStyle = (column: { numFmt?: string }) => (column.numFmt === AMOUNT_FORMAT ? STYLE_AMOUNT : 0);

// characters XML 1.0 cannot carry at all (control characters other than tab and line breaks)
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Any character escapeXml changes: most cells have none, and are written as they are without two replacements. */
const TO_ESCAPE = new RegExp(`[&<>"]|${FORBIDDEN.source}`);
export const escapeXml = (text: string) =>
  TO_ESCAPE.test(text) ? text.replace(FORBIDDEN, '').replace(/[&<>"]/g, (c) => ENTITIES[c]) : text;

/** A = 1, Z = 26, AA = 27 ... */
export function columnLetter(n: number): string {
  let letters = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) letters = String.fromCharCode(65 + ((i - 1) % 26)) + letters;
  return letters;
}

/** Excel's serial day number (days since 1899-12-30) of an instant kept as UTC midnight. */
const excelSerial = (date: Date) => date.getTime() / 86_400_000 + 25_569;

/**
 * Text whose spaces a reader would drop without xml:space="preserve": at either end, tabs, line
 * breaks. Most cells have none, and the attribute on every text cell was a fifth of the sheet's XML.
 */
const SPACES_TO_KEEP = /^\s|\s$|[\t\n\r]/;

export function cellXml(ref: string, value: CellValue, style = 0): string {
  if (value === null || value === undefined || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (value instanceof Date) return `<c r="${ref}" s="${STYLE_DATE}"><v>${excelSerial(value)}</v></c>`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  const t = SPACES_TO_KEEP.test(value) ? '<t xml:space="preserve">' : '<t>';
  return `<c r="${ref}"${s} t="inlineStr"><is>${t}${escapeXml(value)}</t></is></c>`;
}

/** One row; `letters` are the column letters, computed once per sheet. */
export function rowXml(n: number, values: CellValue[], letters: string[], style: number | number[] = 0): string {
  // a loop rather than map and join: an export writes this for every row, on the writer's thread
  let xml = `<row r="${n}">`;
  for (let i = 0; i < values.length; i++) xml += cellXml(letters[i] + n, values[i], Array.isArray(style) ? style[i] : style);
  return xml + '</row>';
}

export const contentTypesXml = () =>
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '</Types>';

export const rootRelsXml = () =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '</Relationships>';

export const coreXml = (creator: string, created: Date) =>
  `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
  `<dc:creator>${escapeXml(creator)}</dc:creator>` +
  `<dcterms:created xsi:type="dcterms:W3CDTF">${created.toISOString().replace(/\.\d+Z$/, 'Z')}</dcterms:created>` +
  '</cp:coreProperties>';

export const workbookRelsXml = () =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

export const workbookXml = (layout: SheetLayout) => {
  const name = escapeXml(layout.sheetName);
  const quoted = `'${name.replace(/'/g, "''")}'`;
  return (
    `${XML}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets>` +
    // the header's filter buttons: Excel looks for this hidden name beside the sheet's autoFilter
    `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${quoted}!$A$1:$${columnLetter(layout.columns.length)}$1</definedName></definedNames>` +
    '</workbook>'
  );
};

/** The date format of the first column that has one (one date format per file is all exports need). */
export const stylesXml = (layout: SheetLayout) => {
  const numFmt = escapeXml(layout.columns.find((c) => c.numFmt && c.numFmt !== AMOUNT_FORMAT)?.numFmt ?? 'dd/mm/yyyy');
  return (
    `${XML}<styleSheet xmlns="${MAIN_NS}">` +
    `<numFmts count="1"><numFmt numFmtId="164" formatCode="${numFmt}"/></numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    `<xf numFmtId="0" fontId="${STYLE_BOLD}" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
    '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
    '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
};

/** Everything of the sheet before its rows: the frozen header pane, the column widths, the header row. */
export const sheetHeadXml = (layout: SheetLayout, letters: string[]) =>
  `${XML}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
  '<sheetFormatPr defaultRowHeight="15"/>' +
  `<cols>${layout.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('')}</cols>` +
  `<sheetData>${rowXml(
    1,
    layout.columns.map((c) => c.header),
    letters,
    STYLE_BOLD,
  )}`;

export const sheetTailXml = (letters: string[]) => `</sheetData><autoFilter ref="A1:${letters[letters.length - 1]}1"/></worksheet>`;
