import { Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@empowerment/shared';
import {
  BUG_REPORT_STATE_LABELS,
  BUG_REPORT_STATUS_LABELS,
  BUG_REPORT_STATUSES,
  bugReportPage,
  type BugReport,
  type BugReportStatus,
} from '@empowerment/shared/bug-reports';
import { DataTable, PAGE_PARAM, type DataTableColumn } from '../../../components/data-table';
import { bugReportKeys, getBugReports } from '../api/bug-reports';
import { BugReportDetail, personName } from './bug-report-detail';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';

const LABELS = { ...bugReportPage.fields, ...bugReportPage.computed };
/** The list's state filter and the report open in the modal, in the address (a mail links to one). */
const STATUS_PARAM = 'stato';
export const REPORT_PARAM = 'segnalazione';

const columns: DataTableColumn<BugReport>[] = [
  { key: 'created', header: LABELS.CreatedAt, cell: (r) => formatDateTime(r.CreatedAt) },
  { key: 'subject', header: LABELS.subject, cell: (r) => r.subject },
  { key: 'operator', header: LABELS.operator, cell: (r) => personName(r.operator) },
  { key: 'page', header: LABELS.page, cell: (r) => r.page || '—' },
  {
    key: 'status',
    header: LABELS.status,
    cell: (r) => (
      <Badge color={r.handled ? 'green' : 'orange'} variant="light">
        {BUG_REPORT_STATE_LABELS[r.handled ? 'handled' : 'open']}
      </Badge>
    ),
  },
];

const isStatus = (v: string | null): v is BugReportStatus => (BUG_REPORT_STATUSES as readonly (string | null)[]).includes(v);

/** The administrators' list of reports, newest first: those to handle, or those handled. */
export function BugReportList() {
  const [params, change] = useSearchParamsUpdate();
  const asked = params.get(STATUS_PARAM);
  const status: BugReportStatus = isStatus(asked) ? asked : 'open';
  const openId = Number(params.get(REPORT_PARAM)) || null;

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Mostra le segnalazioni"
        value={status}
        onChange={(value) =>
          change((next) => {
            next.set(STATUS_PARAM, value);
            next.delete(PAGE_PARAM);
          })
        }
        data={BUG_REPORT_STATUSES.map((value) => ({ value, label: BUG_REPORT_STATUS_LABELS[value] }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text size="sm" c="dimmed">
        Clicca una segnalazione per leggerla, vedere lo screenshot e segnarla come gestita.
      </Text>
      <DataTable
        queryKey={[...bugReportKeys.lists]}
        fetchPage={getBugReports}
        filters={{ status }}
        columns={columns}
        rowKey={(r) => r.ID}
        onRowClick={(r) => change((next) => next.set(REPORT_PARAM, String(r.ID)))}
        caption={`Segnalazioni: ${BUG_REPORT_STATUS_LABELS[status].toLowerCase()}`}
      />
      <BugReportDetail id={openId} onClose={() => change((next) => next.delete(REPORT_PARAM))} />
    </Stack>
  );
}
