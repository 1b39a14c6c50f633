import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconEdit } from '@tabler/icons-react';
import { formatDateTime, USEFUL_INFO_MSG } from '@empowerment/shared';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-handler';
import { useSession } from '../../auth';
import { useUsefulInfo } from '../api/useful-info';
import { RichTextView } from '../components/rich-text-view';

// the editor (tiptap) loads only when an administrator opens it
const UsefulInfoEditor = lazy(() => import('../components/useful-info-editor').then((m) => ({ default: m.UsefulInfoEditor })));

export function UsefulInfoPage() {
  const { isAdmin } = useSession();
  const query = useUsefulInfo();
  const [editing, setEditing] = useState(false);
  const page = query.data;

  return (
    <>
      <PageHeader
        title="Informazioni utili"
        description="Contatti e link utili del programma."
        actions={
          isAdmin && page && !editing ? (
            <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
              Modifica
            </Button>
          ) : undefined
        }
      />
      <Paper withBorder p="lg" radius="md">
        {query.isPending && (
          <Stack gap="sm" aria-label="Caricamento in corso">
            <Skeleton height={24} width="40%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </Stack>
        )}
        {query.isError && (
          <Alert color="red" title={USEFUL_INFO_MSG.loadError}>
            {errorMessage(query.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
              Riprova
            </Button>
          </Alert>
        )}
        {page && !editing && (
          <Stack gap="md">
            <RichTextView html={page.content} />
            <Text size="xs" c="dimmed">
              Ultimo aggiornamento: {formatDateTime(page.UpdatedAt)}
            </Text>
          </Stack>
        )}
        {page && editing && (
          <Suspense fallback={<Loader size="sm" aria-label="Caricamento editor" />}>
            <UsefulInfoEditor page={page} onClose={() => setEditing(false)} />
          </Suspense>
        )}
      </Paper>
      <Text size="sm" mt="md">
        Come sono trattati i dati personali delle beneficiarie e degli operatori:{' '}
        <Anchor component={Link} to={paths.privacyPolicy.path}>
          Informativa sul trattamento dei dati personali
        </Anchor>
      </Text>
    </>
  );
}
