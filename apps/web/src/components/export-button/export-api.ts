import { api } from '../../lib/api-client';
import { withFilters } from '../filter-panel/filter-query';
import type { FilterValues } from '../filter-panel/filter-definition';

/** How many rows the export would hold; the server answers 404 when there are none. */
export async function fetchExportCount(type: string, filters: FilterValues): Promise<number> {
  const { count } = await api.get<{ count: number }>('/auth/export/count', { query: withFilters({ type }, filters) });
  return count;
}

/** The xlsx file of every matching row, named by the server. */
export function downloadExport(type: string, filters: FilterValues, count: number) {
  return api.download('/auth/export/', { query: withFilters({ 'export-type': type, offset: 0, limit: count }, filters) });
}
