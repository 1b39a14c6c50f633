export { ExportButton } from './export-button';
