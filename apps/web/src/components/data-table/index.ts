export { DataTable, type DataTableColumn } from './data-table';
export type { FetchPage, ListFilters } from './list-query';
export { PAGE_PARAM } from './use-page-param';
export { useMinDuration } from './use-min-duration';
export { TableScroll } from './table-scroll';
