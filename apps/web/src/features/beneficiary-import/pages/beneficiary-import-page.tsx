import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, FileInput, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconCircleCheck, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { formatDate } from '@empowerment/shared';
import {
  beneficiaryImportPage,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MSG,
  IMPORT_TEXT,
  type ImportCheck,
  type ImportField,
  type ImportMapping,
  type ImportUpload,
} from '@empowerment/shared/beneficiaries';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { errorMessage, useErrorHandler } from '../../../lib/error-handler';
import { CHANGES_NOTHING } from '../../../lib/query-client';
import { saveFile } from '../../../lib/save-file';
import { checkImport, downloadImportTemplate, runImport, uploadImportFile } from '../api/beneficiary-import';

/** Rows of the dry run's tables drawn at most (the counts give the whole). */
const ERRORS_SHOWN = 200;
const CREATED_SHOWN = 100;

function Failure({ error }: { error: unknown }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

function TemplateButton() {
  const [busy, setBusy] = useState(false);
  const onError = useErrorHandler();
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await downloadImportTemplate());
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void download()}>
      {IMPORT_TEXT.template}
    </Button>
  );
}

/** One Select per column of the file, suggested by the server; a field goes to one column only. */
function MappingTable({ headers, mapping, onChange }: { headers: string[]; mapping: ImportMapping; onChange: (m: ImportMapping) => void }) {
  const used = new Set(Object.values(mapping));
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{IMPORT_TEXT.column}</Table.Th>
          <Table.Th>{IMPORT_TEXT.field}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {headers.map((header) => (
          <Table.Tr key={header}>
            <Table.Td>{header}</Table.Td>
            <Table.Td>
              <Select
                aria-label={IMPORT_TEXT.fieldFor(header)}
                placeholder={IMPORT_TEXT.notImported}
                clearable
                clearButtonProps={{ 'aria-label': IMPORT_TEXT.clearField(header) }}
                searchable
                value={mapping[header] ?? null}
                data={IMPORT_FIELDS.map((f) => ({
                  value: f,
                  label: IMPORT_FIELD_LABELS[f],
                  disabled: used.has(f) && mapping[header] !== f,
                }))}
                onChange={(value) => {
                  const next = { ...mapping };
                  if (value) next[header] = value as ImportField;
                  else delete next[header];
                  onChange(next);
                }}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CheckResult({ check }: { check: ImportCheck }) {
  const errors = check.errors.slice(0, ERRORS_SHOWN);
  const created = check.created.slice(0, CREATED_SHOWN);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {IMPORT_TEXT.resultTitle}
      </Title>
      <Group gap="sm" role="group" aria-label={IMPORT_TEXT.resultTitle}>
        <Badge variant="light" color="gray" size="lg">{`${IMPORT_TEXT.total}: ${check.total}`}</Badge>
        <Badge variant="light" color="green" size="lg">{`${IMPORT_TEXT.valid}: ${check.valid}`}</Badge>
        <Badge variant="light" color={check.invalid ? 'red' : 'gray'} size="lg">{`${IMPORT_TEXT.invalid}: ${check.invalid}`}</Badge>
      </Group>
      {check.unmapped.length > 0 && (
        <Alert color="yellow" icon={<IconAlertCircle size={18} />}>
          {`${IMPORT_MSG.unmapped}: ${check.unmapped.join(', ')}`}
        </Alert>
      )}
      {check.errors.length === 0 ? (
        <Text>{IMPORT_TEXT.noErrors}</Text>
      ) : (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {`${IMPORT_TEXT.errorsTitle} (${check.errors.length})`}
          </Title>
          {errors.length < check.errors.length && <Text size="sm">{IMPORT_TEXT.shownFirst(errors.length, check.errors.length)}</Text>}
          <Table striped withTableBorder aria-label={IMPORT_TEXT.errorsTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{IMPORT_TEXT.row}</Table.Th>
                <Table.Th>{IMPORT_TEXT.column}</Table.Th>
                <Table.Th>{IMPORT_TEXT.error}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map((e, i) => (
                <Table.Tr key={`${e.row}-${e.field}-${i}`}>
                  <Table.Td>{e.row}</Table.Td>
                  <Table.Td>{e.column}</Table.Td>
                  <Table.Td>{e.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {check.created.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {`${IMPORT_TEXT.createdTitle} (${check.created.length})`}
          </Title>
          {created.length < check.created.length && <Text size="sm">{IMPORT_TEXT.shownFirst(created.length, check.created.length)}</Text>}
          <Table striped withTableBorder aria-label={IMPORT_TEXT.createdTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{IMPORT_TEXT.row}</Table.Th>
                <Table.Th>{IMPORT_FIELD_LABELS.surname}</Table.Th>
                <Table.Th>{IMPORT_FIELD_LABELS.name}</Table.Th>
                <Table.Th>{IMPORT_FIELD_LABELS.fiscal_code}</Table.Th>
                <Table.Th>{IMPORT_FIELD_LABELS.birth_date}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {created.map((r) => (
                <Table.Tr key={r.row}>
                  <Table.Td>{r.row}</Table.Td>
                  <Table.Td>{r.surname}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{r.fiscal_code ?? ''}</Table.Td>
                  <Table.Td>{r.birth_date ? formatDate(r.birth_date) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Importa beneficiari (administrators): the file, its columns mapped to the record's fields, the dry
 * run's rows and errors, then the import of the valid rows, all or none.
 */
export function BeneficiaryImportPage() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [confirming, setConfirming] = useState(false);

  const uploading = useMutation({
    mutationFn: uploadImportFile,
    onSuccess: (answer) => {
      setUpload(answer);
      setMapping(answer.mapping);
    },
  });
  const checking = useMutation({ mutationFn: () => checkImport(upload!.ID, mapping), onSuccess: setCheck, meta: CHANGES_NOTHING });
  const importing = useMutation({
    mutationFn: () => runImport(upload!.ID, mapping),
    onSuccess: () => {
      setConfirming(false);
      // the lists and counts that show beneficiaries read them again
      void queryClient.invalidateQueries();
    },
    onError: () => setConfirming(false),
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setUpload(null);
    setCheck(null);
    checking.reset();
    importing.reset();
    if (chosen) uploading.mutate(chosen);
    else uploading.reset();
  };
  const changeMapping = (next: ImportMapping) => {
    setMapping(next);
    setCheck(null);
    checking.reset();
  };

  return (
    <Stack gap="lg">
      <PageHeader title={beneficiaryImportPage.screen.title} description={IMPORT_TEXT.intro} actions={<TemplateButton />} />

      {importing.data ? (
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
              {importing.data.message}
            </Alert>
            <Group>
              <Anchor component={Link} to={paths.beneficiaries.getHref()}>
                {IMPORT_TEXT.toList}
              </Anchor>
              <Button variant="default" onClick={() => choose(null)}>
                {IMPORT_TEXT.another}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <>
          <Paper withBorder p="lg">
            <Stack gap="sm">
              <FileInput
                label={IMPORT_TEXT.file}
                placeholder={IMPORT_TEXT.filePlaceholder}
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                leftSection={<IconFileSpreadsheet size={16} />}
                value={file}
                onChange={choose}
                clearable
                clearButtonProps={{ 'aria-label': IMPORT_TEXT.removeFile }}
                disabled={uploading.isPending}
              />
              {uploading.isPending && (
                <Group gap="xs" role="status">
                  <Loader size="sm" />
                  <Text size="sm">{IMPORT_TEXT.reading}</Text>
                </Group>
              )}
              {uploading.isError && <Failure error={uploading.error} />}
            </Stack>
          </Paper>

          {upload && (
            <Paper withBorder p="lg">
              <Stack gap="md">
                <Title order={2} size="h4">
                  {IMPORT_TEXT.mappingTitle}
                </Title>
                <Text size="sm">{IMPORT_TEXT.mappingHint}</Text>
                <MappingTable headers={upload.headers} mapping={mapping} onChange={changeMapping} />
                <Group>
                  <Button onClick={() => checking.mutate()} loading={checking.isPending}>
                    {IMPORT_TEXT.check}
                  </Button>
                  {checking.isPending && (
                    <Text size="sm" role="status">
                      {IMPORT_TEXT.checking}
                    </Text>
                  )}
                </Group>
                {checking.isError && <Failure error={checking.error} />}
              </Stack>
            </Paper>
          )}

          {check && (
            <Paper withBorder p="lg">
              <Stack gap="md">
                <CheckResult check={check} />
                {importing.isError && <Failure error={importing.error} />}
                <Group>
                  <Button color="green" disabled={check.valid === 0} onClick={() => setConfirming(true)}>
                    {IMPORT_TEXT.importRows(check.valid)}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
        </>
      )}

      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => importing.mutate()}
        title={IMPORT_TEXT.confirmTitle}
        message={check ? IMPORT_TEXT.confirm(check.valid, check.invalid) : ''}
        confirmLabel={check ? IMPORT_TEXT.importRows(check.valid) : ''}
        loading={importing.isPending}
      />
    </Stack>
  );
}
