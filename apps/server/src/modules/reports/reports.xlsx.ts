import { formatDate } from '@empowerment/shared';
import { REPORT_BLOCK_KEYS, REPORT_BLOCKS, REPORT_TEXT, type Report, type ReportColumn, type ReportRow } from '@empowerment/shared/reports';
import { excelDate, newZipFile, xlsxParts as parts } from '../export';

/*
 * The report as an xlsx workbook, one sheet per block after a first sheet with the filters. The
 * cells, rows, styles and fixed parts are the export's (export.xlsx-parts.ts); only the parts that
 * list the sheets are written here, since the export's workbook has one sheet. The report is a few
 * hundred rows at most: its sheets are built whole and the zip is streamed as it is deflated.
 */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

type Sheet = { layout: parts.SheetLayout; rows: parts.CellValue[][] };

const contentTypesXml = (count: number) =>
  parts
    .contentTypesXml()
    .replace(
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SHEET_TYPE}"/>`,
      Array.from({ length: count }, (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${SHEET_TYPE}"/>`).join(
        '',
      ),
    );

const workbookXml = (sheets: Sheet[]) =>
  `${XML}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
  sheets.map((s, i) => `<sheet name="${parts.escapeXml(s.layout.sheetName)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
  // each header's filter buttons: Excel looks for this hidden name beside a sheet's autoFilter
  '</sheets><definedNames>' +
  sheets
    .map((s, i) => {
      const quoted = `'${parts.escapeXml(s.layout.sheetName).replace(/'/g, "''")}'`;
      const last = parts.columnLetter(s.layout.columns.length);
      return `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${quoted}!$A$1:$${last}$1</definedName>`;
    })
    .join('') +
  '</definedNames></workbook>';

const workbookRelsXml = (count: number) =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  Array.from(
    { length: count },
    (_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('') +
  `<Relationship Id="rId${count + 1}" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

function sheetXml({ layout, rows }: Sheet) {
  const letters = layout.columns.map((_, i) => parts.columnLetter(i + 1));
  const styles = layout.columns.map(parts.columnStyle);
  return (
    parts.sheetHeadXml(layout, letters) +
    rows.map((values, i) => parts.rowXml(i + 2, values, letters, styles)).join('') +
    parts.sheetTailXml(letters)
  );
}

const widthOf = (column: ReportColumn) => (column.key === 'label' ? 44 : column.kind === 'money' ? 16 : column.kind === 'date' ? 12 : 14);
const cellOf = (column: ReportColumn, value: ReportRow[string]): parts.CellValue => {
  if (value === null || value === undefined) return null;
  if (column.kind === 'date') return excelDate(String(value));
  // an amount's exact decimal text becomes the cell's number (two decimals: exact in the sheet)
  if (column.kind === 'money') return Number(value);
  return value;
};

/** The workbook's sheets: the filters, then each block with its total row. */
function sheetsOf(report: Report): Sheet[] {
  const { filters } = report;
  const filtersSheet: Sheet = {
    layout: {
      sheetName: REPORT_TEXT.filtersSheet,
      columns: [
        { header: REPORT_TEXT.filterName, width: 16 },
        { header: REPORT_TEXT.filterValue, width: 30 },
      ],
    },
    rows: [
      [REPORT_TEXT.from, formatDate(filters.from)],
      [REPORT_TEXT.to, formatDate(filters.to)],
      [REPORT_TEXT.municipio, filters.municipio ?? REPORT_TEXT.allMunicipi],
    ],
  };
  const blocks = REPORT_BLOCK_KEYS.map((key): Sheet => {
    const declared = REPORT_BLOCKS[key];
    const block = report.blocks[key];
    const columns: readonly ReportColumn[] = declared.columns;
    const rowOf = (row: ReportRow) => columns.map((c) => cellOf(c, row[c.key]));
    return {
      layout: {
        sheetName: declared.sheet,
        columns: columns.map((c) => ({
          header: c.header,
          width: widthOf(c),
          numFmt: c.kind === 'money' ? parts.AMOUNT_FORMAT : c.kind === 'date' ? 'dd/mm/yyyy' : undefined,
        })),
      },
      rows: [...block.rows.map(rowOf), ...(block.total ? [rowOf(block.total)] : [])],
    };
  });
  return [filtersSheet, ...blocks];
}

/** The report's xlsx as a stream (the zip is deflated by zlib as it is read). */
export function reportXlsx(report: Report): NodeJS.ReadableStream {
  const sheets = sheetsOf(report);
  const zip = newZipFile();
  const now = new Date();
  const add = (path: string, xml: string) => zip.addBuffer(Buffer.from(xml, 'utf8'), path, { mtime: now, compressionLevel: 1 });
  add('[Content_Types].xml', contentTypesXml(sheets.length));
  add('_rels/.rels', parts.rootRelsXml());
  add('docProps/core.xml', parts.coreXml('Empowerment', now));
  add('xl/workbook.xml', workbookXml(sheets));
  add('xl/_rels/workbook.xml.rels', workbookRelsXml(sheets.length));
  // one date format (dd/mm/yyyy) and the amount's style serve every sheet
  add('xl/styles.xml', parts.stylesXml({ sheetName: '', columns: [{ header: '', width: 0, numFmt: 'dd/mm/yyyy' }] }));
  sheets.forEach((sheet, i) => add(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet)));
  zip.end();
  return zip.outputStream;
}
