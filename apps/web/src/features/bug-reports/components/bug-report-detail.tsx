import { useEffect, useMemo } from 'react';
import { Alert, Badge, Button, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@empowerment/shared';
import { BUG_REPORT_MSG, BUG_REPORT_STATE_LABELS, bugReportPage, type BugReport } from '@empowerment/shared/bug-reports';
import { notify } from '../../../components/toast';
import { errorMessage, useErrorHandler } from '../../../lib/error-handler';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useBugReport, useBugReportScreenshot, useSetBugReportHandled } from '../api/bug-reports';

const LABELS = bugReportPage.computed;

export const personName = (person: BugReport['operator']) =>
  person ? [person.name, person.surname].join(' ').trim() || person.email : 'Operatore rimosso';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Screenshot({ report }: { report: BugReport }) {
  const shot = useBugReportScreenshot(report);
  const url = useMemo(() => (shot.data ? URL.createObjectURL(shot.data) : null), [shot.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (shot.isError) return <Alert color="red">{errorMessage(shot.error)}</Alert>;
  if (!url) return <Loader size="sm" aria-label="Caricamento screenshot" />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <Image src={url} alt={`Screenshot allegato alla segnalazione n. ${report.ID}`} radius="sm" fit="contain" mah={420} />
    </a>
  );
}

/** One report as an administrator reads it, with its screenshot and the button that handles it. */
export function BugReportDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useBugReport(id);
  const handle = useSetBugReportHandled();
  const onError = useErrorHandler();
  const phone = useIsMobile();
  const report = query.data;

  const toggle = async () => {
    if (!report) return;
    try {
      await handle.mutateAsync({ loaded: report, handled: !report.handled });
      notify('success', report.handled ? BUG_REPORT_MSG.reopened : BUG_REPORT_MSG.handled);
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={report ? `Segnalazione n. ${report.ID}` : 'Segnalazione'}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
    >
      {query.isPending && id !== null && <Loader size="sm" aria-label="Caricamento segnalazione" />}
      {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
      {report && (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={700}>{report.subject}</Text>
            <Badge color={report.handled ? 'green' : 'orange'} variant="light">
              {BUG_REPORT_STATE_LABELS[report.handled ? 'handled' : 'open']}
            </Badge>
          </Group>
          <Row label={bugReportPage.fields.description}>{report.description}</Row>
          <Row label={LABELS.operator}>
            {personName(report.operator)}
            {report.operator ? ` (${report.operator.email})` : ''}, {formatDateTime(report.CreatedAt)}
          </Row>
          <Row label={LABELS.page}>{report.page || 'Non indicata'}</Row>
          <Row label={LABELS.user_agent}>{report.user_agent || 'Non indicato'}</Row>
          {report.handled && (
            <Row label={LABELS.handled_by}>
              {personName(report.handled_by)}, {formatDateTime(report.handled_at)}
            </Row>
          )}
          {report.screenshot ? <Screenshot report={report} /> : <Text size="sm">Nessuno screenshot allegato.</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Chiudi
            </Button>
            <Button onClick={() => void toggle()} loading={handle.isPending} color={report.handled ? 'gray' : 'green'}>
              {report.handled ? 'Riporta tra da gestire' : 'Segna come gestita'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
