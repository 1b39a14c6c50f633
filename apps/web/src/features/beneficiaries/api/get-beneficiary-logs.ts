import type { LogEntry } from '@empowerment/shared/logs';
import { api } from '../../../lib/api-client';
import { useLoadMoreList } from '../../../lib/use-load-more-list';
import { beneficiaryKeys } from './beneficiary-keys';

/** Spec 02 §9: her Registro Attività loads 10 entries at a time. */
export const BENEFICIARY_LOG_PAGE = 10;

export const getBeneficiaryLogs = (beneficiaryId: number, offset: number, includeViews: boolean, signal?: AbortSignal) =>
  api.get<LogEntry[]>('/auth/logs/', {
    query: {
      beneficiary_id: String(beneficiaryId),
      limit: String(BENEFICIARY_LOG_PAGE),
      offset: String(offset),
      include_views: includeViews ? 'true' : undefined,
    },
    signal,
  });

/** Her entries, newest first, a page at a time; another page is offered while the last one was full. */
export const useBeneficiaryLogs = (beneficiaryId: number, includeViews: boolean) =>
  useLoadMoreList({
    queryKey: [...beneficiaryKeys.detail(beneficiaryId), 'logs', { includeViews }],
    pageSize: BENEFICIARY_LOG_PAGE,
    fetchPage: (offset, signal) => getBeneficiaryLogs(beneficiaryId, offset, includeViews, signal),
  });
