import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { reportedPagePath } from '@empowerment/shared/bug-reports';
import { JOB_TEXT } from '@empowerment/shared/jobs';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../auth';
import { BackgroundJobs } from '../components/background-jobs';
import { BugReportForm } from '../components/bug-report-form';
import { BugReportList, REPORT_PARAM } from '../components/bug-report-list';

/** The menu's link brings the path of the page she was on (state.from). */
const fromPage = (state: unknown) => reportedPagePath((state as { from?: unknown } | null)?.from);

function SendPanel({ from }: { from: string }) {
  return (
    <Paper withBorder p="lg" radius="md" maw={760}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Invia una segnalazione
        </Title>
        <BugReportForm fromPage={from} />
      </Stack>
    </Paper>
  );
}

export function BugReportPage() {
  const { isAdmin } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const from = fromPage(location.state);
  const description =
    'Hai trovato un errore o qualcosa che non funziona? Descrivilo qui: gli amministratori ricevono una email e lo prendono in carico.';
  if (!isAdmin) {
    return (
      <>
        <PageHeader title="Segnalazioni" description={description} />
        <SendPanel from={from} />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Segnalazioni" description={description} />
      <Tabs defaultValue={params.has(REPORT_PARAM) || params.has('stato') ? 'received' : 'send'} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="send">Invia</Tabs.Tab>
          <Tabs.Tab value="received">Segnalazioni ricevute</Tabs.Tab>
          <Tabs.Tab value="jobs">{JOB_TEXT.title}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="send">
          <SendPanel from={from} />
        </Tabs.Panel>
        <Tabs.Panel value="received">
          <BugReportList />
        </Tabs.Panel>
        <Tabs.Panel value="jobs">
          <BackgroundJobs />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
