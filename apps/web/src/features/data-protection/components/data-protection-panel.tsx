import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconUserOff } from '@tabler/icons-react';
import { formatDateTime } from '@empowerment/shared';
import type { Beneficiary } from '@empowerment/shared/beneficiaries';
import { DATA_PROTECTION_MSG, DATA_PROTECTION_TEXT as T } from '@empowerment/shared/data-protection';
import { errorMessage } from '../../../lib/error-handler';
import { saveFile } from '../../../lib/save-file';
import { notify } from '../../../lib/toast-store';
import { downloadDossier, useAnonymisationStatus, useAnonymise } from '../api/data-protection';

/**
 * Her record's data protection, for administrators (decision 0050): her dossier to download, and the
 * danger zone where she is anonymised after her public id is typed.
 */
export function DataProtectionPanel({ beneficiary }: { beneficiary: Beneficiary }) {
  const status = useAnonymisationStatus(beneficiary.ID);
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);
  const anonymisedAt = status.data?.anonymised_at ?? null;

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadDossier(beneficiary.ID));
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" aria-label={T.dangerZone}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Button variant="light" leftSection={<IconDownload size={16} />} loading={downloading} onClick={() => void download()}>
            {T.dossierButton}
          </Button>
          {anonymisedAt && (
            <Badge color="gray" size="lg" tt="none">
              {T.anonymisedBadge} ({formatDateTime(anonymisedAt)})
            </Badge>
          )}
        </Group>
        {!anonymisedAt && status.isSuccess && (
          <Stack gap="xs" p="sm" style={{ border: '1px solid var(--mantine-color-red-4)', borderRadius: 'var(--mantine-radius-md)' }}>
            <Title order={3} size="h5" c="red">
              {T.dangerZone}
            </Title>
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">{T.anonymiseWarning}</Text>
              <Button color="red" variant="outline" leftSection={<IconUserOff size={16} />} onClick={() => setAsking(true)}>
                {T.anonymiseButton}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      {asking && <AnonymiseModal beneficiary={beneficiary} onClose={() => setAsking(false)} />}
    </Paper>
  );
}

function AnonymiseModal({ beneficiary, onClose }: { beneficiary: Beneficiary; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const anonymise = useAnonymise(beneficiary.ID);
  const matches = !!beneficiary.id_public && typed.trim() === beneficiary.id_public;
  const confirm = () =>
    anonymise.mutate(typed, {
      onSuccess: () => {
        notify('success', DATA_PROTECTION_MSG.anonymised);
        onClose();
      },
    });
  return (
    <Modal opened onClose={onClose} title={T.anonymiseTitle} centered closeButtonProps={{ 'aria-label': 'Chiudi' }}>
      <Stack gap="sm">
        <Text size="sm">{T.anonymiseWarning}</Text>
        {!beneficiary.id_public ? (
          <Alert color="yellow">{DATA_PROTECTION_MSG.noPublicId}</Alert>
        ) : (
          <TextInput
            label={`${T.typePublicId}: ${beneficiary.id_public}`}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
        )}
        {anonymise.isError && <Alert color="red">{errorMessage(anonymise.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={anonymise.isPending}>
            {T.cancel}
          </Button>
          <Button color="red" onClick={confirm} disabled={!matches} loading={anonymise.isPending}>
            {T.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
