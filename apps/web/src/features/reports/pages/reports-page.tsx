import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Select, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { todayInItaly } from '@empowerment/shared/beneficiaries';
import { reportsPage } from '@empowerment/shared/pages';
import { REPORT_BLOCK_KEYS, REPORT_TEXT, ReportFiltersSchema, type ReportFilters } from '@empowerment/shared/reports';
import { PageHeader } from '../../../components/page-header';
import { DayInput } from '../../../components/form/day-input';
import { errorMessage, useErrorHandler } from '../../../lib/error-handler';
import { tableListOptions, useReferenceData } from '../../../lib/reference-data';
import { saveFile } from '../../../lib/save-file';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { downloadReport, useReport } from '../api/reports';
import { ReportBlock } from '../components/report-block';

/** The period shown first: from the first of January to today. */
const defaultPeriod = () => {
  const today = todayInItaly();
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
};

/** The filters as the address holds them (so that a report can be reloaded or shared), with their errors. */
function useReportFilters() {
  const [params, update] = useSearchParamsUpdate();
  const fallback = defaultPeriod();
  const values = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    municipio_id: params.get('municipio_id') ?? '',
  };
  const parsed = ReportFiltersSchema.safeParse(values);
  const errors: Partial<Record<keyof typeof values, string>> = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path[0] as keyof typeof values] ??= issue.message;
  const set = (key: ReportFilterKey, value: string | null) =>
    update((current) => nextReportParams(current, key, value, defaultPeriod()), { replace: true });
  return { values, errors, filters: parsed.success ? parsed.data : null, set };
}

type ReportFilterKey = keyof ReportFilters;

/**
 * The address after one filter changed, built from the address as it is now, not as the page last
 * drew it: two fields changed one after the other before the page is drawn again (a date typed,
 * Tab, the next one) keep both. The period shown by default is written in once a filter changes.
 */
export function nextReportParams(
  current: URLSearchParams,
  key: ReportFilterKey,
  value: string | null,
  period: { from: string; to: string },
) {
  const next = new URLSearchParams(current);
  if (!next.has('from')) next.set('from', period.from);
  if (!next.has('to')) next.set('to', period.to);
  if (value) next.set(key, value);
  else if (key === 'municipio_id') next.delete(key);
  else next.set(key, '');
  return next;
}

function DownloadButton({ filters }: { filters: ReportFilters | null }) {
  const [busy, setBusy] = useState(false);
  const onError = useErrorHandler();
  const start = async () => {
    if (!filters) return;
    setBusy(true);
    try {
      saveFile(await downloadReport(filters));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      color="green"
      leftSection={busy ? <Loader size={14} /> : <IconFileSpreadsheet size={16} />}
      disabled={!filters || busy}
      aria-busy={busy}
      onClick={() => void start()}
    >
      {busy ? REPORT_TEXT.downloading : REPORT_TEXT.download}
    </Button>
  );
}

/** /report (administrators): the programme's statistics for a period and a municipio, as charts and tables. */
export function ReportsPage() {
  const { values, errors, filters, set } = useReportFilters();
  const { tableLists } = useReferenceData();
  const municipi = tableListOptions(tableLists, 'municipi').map((o) => ({ value: String(o.value), label: o.label }));
  const report = useReport(filters);

  return (
    <Stack gap="md">
      <PageHeader title={reportsPage.screen.title} description={REPORT_TEXT.intro} actions={<DownloadButton filters={filters} />} />
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        role="search"
        aria-label="Filtri del report"
        onSubmit={(e) => e.preventDefault()}
      >
        <Group align="flex-start" gap="md" wrap="wrap">
          <DayInput label={REPORT_TEXT.from} value={values.from} onChange={(v) => set('from', v)} error={errors.from} w={170} />
          <DayInput label={REPORT_TEXT.to} value={values.to} onChange={(v) => set('to', v)} error={errors.to} w={170} />
          <Select
            label={REPORT_TEXT.municipio}
            placeholder={REPORT_TEXT.allMunicipi}
            data={municipi}
            value={values.municipio_id || null}
            onChange={(v) => set('municipio_id', v)}
            error={errors.municipio_id}
            clearable
            searchable
            nothingFoundMessage="Nessun municipio"
            w={240}
          />
        </Group>
      </Paper>

      {report.isError && !report.data ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={REPORT_TEXT.failed} role="alert">
          <Stack gap="xs" align="flex-start">
            {errorMessage(report.error)}
            <Button size="xs" variant="light" color="red" onClick={() => void report.refetch()}>
              {REPORT_TEXT.retry}
            </Button>
          </Stack>
        </Alert>
      ) : !report.data ? (
        filters && (
          <SimpleGrid cols={{ base: 1, lg: 2 }} role="status" aria-busy="true" aria-label={REPORT_TEXT.loading}>
            {REPORT_BLOCK_KEYS.slice(0, 4).map((key) => (
              <Skeleton key={key} h={260} radius="md" />
            ))}
          </SimpleGrid>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} aria-busy={report.isFetching} style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          {REPORT_BLOCK_KEYS.map((key) => (
            <ReportBlock key={key} blockKey={key} block={report.data.blocks[key]} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
