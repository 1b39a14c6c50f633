import { useState } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { formatDate, PRIVACY_MSG } from '@empowerment/shared';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/error-handler';
import { useSession } from '../../auth';
import { usePrivacyPolicy } from '../api/privacy-policy';
import { PrivacyNotice } from '../components/privacy-notice';
import { PrivacyPolicyForm } from '../components/privacy-policy-form';

export function PrivacyPolicyPage() {
  const { isAdmin } = useSession();
  const query = usePrivacyPolicy();
  const [editing, setEditing] = useState(false);
  const record = query.data;

  return (
    <>
      <PageHeader
        title="Informativa sul trattamento dei dati personali"
        description="Ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR)"
        actions={
          isAdmin && record ? (
            <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
              Modifica dati
            </Button>
          ) : undefined
        }
      />
      <Paper withBorder p="lg" radius="md" maw={900}>
        {query.isPending && (
          <Stack gap="sm" aria-label="Caricamento in corso">
            <Skeleton height={24} width="40%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </Stack>
        )}
        {query.isError && (
          <Alert color="red" title={PRIVACY_MSG.loadError}>
            {errorMessage(query.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
              Riprova
            </Button>
          </Alert>
        )}
        {record && (
          <Stack gap="lg">
            <PrivacyNotice values={record} />
            <Text size="xs" c="dimmed">
              Ultimo aggiornamento: {formatDate(record.UpdatedAt)}
            </Text>
          </Stack>
        )}
      </Paper>
      {record && editing && <PrivacyPolicyForm record={record} opened={editing} onClose={() => setEditing(false)} />}
    </>
  );
}
