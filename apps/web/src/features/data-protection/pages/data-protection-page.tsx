import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '@empowerment/shared';
import { DATA_PROTECTION_MSG, DATA_PROTECTION_TEXT as T, type BulkAnonymiseAnswer } from '@empowerment/shared/data-protection';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-handler';
import { notify } from '../../../lib/toast-store';
import {
  useBulkAnonymise,
  useRetentionReviews,
  useRetentionSettings,
  useRunReview,
  useSaveRetentionSettings,
} from '../api/data-protection';

/** Administrators: how long closed records are kept, and the records past it (decision 0050). */
export function DataProtectionPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Protezione dati
      </Title>
      <RetentionSettingsForm />
      <ReviewList />
    </Stack>
  );
}

function RetentionSettingsForm() {
  const settings = useRetentionSettings();
  if (settings.isError) return <Alert color="red">{errorMessage(settings.error)}</Alert>;
  if (!settings.data) return <Loader size="sm" />;
  return <RetentionMonthsForm initial={settings.data.retention_months} />;
}

function RetentionMonthsForm({ initial }: { initial: number | null }) {
  const save = useSaveRetentionSettings();
  const [months, setMonths] = useState<number | ''>(initial ?? '');
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.retentionTitle}
        </Title>
        <Group align="flex-end">
          <NumberInput
            label={T.retentionMonths}
            placeholder={T.retentionNone}
            min={1}
            max={600}
            allowDecimal={false}
            value={months}
            onChange={(v) => setMonths(typeof v === 'number' ? v : '')}
          />
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { retention_months: months === '' ? null : months },
                {
                  onSuccess: () => notify('success', DATA_PROTECTION_MSG.settingsSaved),
                  onError: (error) => notify('error', errorMessage(error)),
                },
              )
            }
          >
            {T.retentionSave}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ReviewList() {
  const reviews = useRetentionReviews();
  const run = useRunReview();
  const bulk = useBulkAnonymise();
  const [chosen, setChosen] = useState<number[]>([]);
  const [preview, setPreview] = useState<BulkAnonymiseAnswer | null>(null);
  const rows = reviews.data ?? [];
  const toggle = (id: number) => {
    setPreview(null);
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  };
  const send = (dry_run: boolean) =>
    bulk.mutate(
      { beneficiary_ids: chosen, dry_run },
      {
        onSuccess: (answer) => {
          if (answer.dry_run) return setPreview(answer);
          notify('success', `${DATA_PROTECTION_MSG.anonymised}: ${answer.beneficiaries}`);
          setPreview(null);
          setChosen([]);
        },
        onError: (error) => notify('error', errorMessage(error)),
      },
    );
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {T.reviewTitle}
          </Title>
          <Button variant="default" size="xs" loading={run.isPending} onClick={() => run.mutate()}>
            Aggiorna elenco
          </Button>
        </Group>
        {reviews.isError && <Alert color="red">{errorMessage(reviews.error)}</Alert>}
        {reviews.isSuccess && rows.length === 0 && <Text c="dimmed">{T.reviewEmpty}</Text>}
        {rows.length > 0 && (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{T.publicId}</Table.Th>
                <Table.Th>{T.closedOn}</Table.Th>
                <Table.Th>{T.listedAt}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.beneficiary_id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Seleziona ${r.id_public ?? r.beneficiary_id}`}
                      checked={chosen.includes(r.beneficiary_id)}
                      onChange={() => toggle(r.beneficiary_id)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Link to={paths.beneficiary.getHref(r.beneficiary_id)}>{r.id_public ?? `#${r.beneficiary_id}`}</Link>
                  </Table.Td>
                  <Table.Td>{formatDate(r.project_date_exit)}</Table.Td>
                  <Table.Td>{formatDateTime(r.listed_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {rows.length > 0 && (
          <Group>
            <Button
              variant="light"
              disabled={!chosen.length}
              loading={bulk.isPending && bulk.variables?.dry_run}
              onClick={() => send(true)}
            >
              {T.dryRun}
            </Button>
            <Button color="red" disabled={!preview} loading={bulk.isPending && !bulk.variables?.dry_run} onClick={() => send(false)}>
              {T.anonymiseSelected}
            </Button>
          </Group>
        )}
        {preview && (
          <Stack gap="xs" role="group" aria-label={T.dryRunTitle}>
            <Text fw={500}>
              {T.dryRunTitle} ({preview.beneficiaries})
            </Text>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.table}</Table.Th>
                  <Table.Th>{T.field}</Table.Th>
                  <Table.Th>{T.count}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.counts.fields.map((f) => (
                  <Table.Tr key={`${f.table}.${f.field}`}>
                    <Table.Td>{f.table}</Table.Td>
                    <Table.Td>{f.field}</Table.Td>
                    <Table.Td>{f.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm">
              Voci del Registro: {preview.counts.log_entries} · Documenti: {preview.counts.documents} · Posizioni liberate:{' '}
              {preview.counts.positions}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
