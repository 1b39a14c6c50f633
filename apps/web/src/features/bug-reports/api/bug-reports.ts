import { useQuery } from '@tanstack/react-query';
import type { ListAnswer } from '@empowerment/shared';
import type { BugReport, BugReportInput } from '@empowerment/shared/bug-reports';
import type { FetchPage } from '../../../components/data-table';
import { withFilters } from '../../../components/filter-panel';
import { api, type LoadedRecord } from '../../../lib/api-client';
import { createQueryKeys } from '../../../lib/query-keys';
import { useSavingMutation } from '../../../lib/use-saving-mutation';

export const bugReportKeys = createQueryKeys('bug-reports');
const LIST = '/auth/bug-reports/';

export type BugReportSend = BugReportInput & { file: File | null };

/** The multipart call: the texts first, then the screenshot when there is one. */
export function sendBugReport({ file, subject, description, page }: BugReportSend) {
  const form = new FormData();
  form.append('subject', subject);
  form.append('description', description);
  form.append('page', page);
  if (file) form.append('file', file, file.name);
  return api.post<BugReport>(LIST, form);
}

/** A page of the administrators' list, newest first, with its state filter. */
export const getBugReports: FetchPage<BugReport> = ({ limit, offset, filters }, signal) =>
  api.get<ListAnswer<BugReport>>(LIST, { query: withFilters({ 'get-tot': true, limit, offset }, filters), signal });

export const useBugReport = (id: number | null) =>
  useQuery({
    queryKey: [...bugReportKeys.all, 'one', id],
    queryFn: ({ signal }) => api.get<BugReport>(`${LIST}${id}`, { signal }),
    enabled: id !== null,
  });

/** The screenshot as an address the page can show (revoked by the caller). */
export const useBugReportScreenshot = (report: BugReport | undefined) =>
  useQuery({
    queryKey: [...bugReportKeys.all, 'screenshot', report?.ID],
    queryFn: async ({ signal }) => (await api.download(`${LIST}${report!.ID}/screenshot`, { signal })).blob,
    enabled: Boolean(report?.screenshot),
    staleTime: Infinity,
  });

export const setBugReportHandled = ({ loaded, handled }: { loaded: LoadedRecord; handled: boolean }) =>
  api.put<BugReport>(`${LIST}${loaded.ID}`, { handled }, { loaded });

export const useSendBugReport = () => useSavingMutation(sendBugReport, bugReportKeys.all);
export const useSetBugReportHandled = () => useSavingMutation(setBugReportHandled, bugReportKeys.all);
