import { useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { formatDate } from '@empowerment/shared';
import { PRIVACY_MSG } from '@empowerment/shared/information';
import { LoadError, TextSkeleton } from '../../../components/load-error';
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
        {query.isPending && <TextSkeleton />}
        {query.isError && (
          <LoadError title={PRIVACY_MSG.loadError} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
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
