import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Report, ReportFilters } from '@empowerment/shared/reports';
import { api, type QueryParams } from '../../../lib/api-client';

const PATH = '/auth/reports/';
const query = (filters: ReportFilters): QueryParams => ({ from: filters.from, to: filters.to, municipio_id: filters.municipio_id });

export const reportKeys = { all: ['reports'] as const, report: (filters: ReportFilters) => ['reports', filters] as const };

/** The report of a valid period; nothing is asked while the filters are not (`filters` null). */
export function useReport(filters: ReportFilters | null) {
  return useQuery({
    queryKey: reportKeys.report(filters ?? { from: '', to: '' }),
    queryFn: () => api.get<Report>(PATH, { query: query(filters!) }),
    enabled: filters !== null,
    // the previous period stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });
}

/** The report's xlsx, one sheet per block. */
export const downloadReport = (filters: ReportFilters) => api.download(`${PATH}xlsx`, { query: query(filters) });
