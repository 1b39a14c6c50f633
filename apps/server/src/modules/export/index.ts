/** What other modules may use of the export module: how they declare their own export, and its xlsx pieces. */
export { defineExport } from './export.definition';
export { AMOUNT_FORMAT } from './export.xlsx-parts';
export { excelDate, writeXlsx } from './export.xlsx';
export { newZipFile } from '../../lib/zip';
// the xlsx parts, for a module that writes a workbook of its own (the report's several sheets)
export * as xlsxParts from './export.xlsx-parts';
