/** What other modules may use of the export module: how they declare their own export. */
export { defineExport, type AnyExportDefinition, type ExportRegistry } from './export.definition';
export { AMOUNT_FORMAT } from './export.xlsx-parts';
export { excelDate } from './export.xlsx';
