export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { listQueryOptions, type FetchPage, type ListFilters, type ListParams } from './list-query';
export { PAGE_PARAM } from './use-page-param';
