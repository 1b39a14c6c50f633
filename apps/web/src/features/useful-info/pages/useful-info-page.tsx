import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconEdit } from '@tabler/icons-react';
import { formatDateTime } from '@empowerment/shared';
import { USEFUL_INFO_MSG } from '@empowerment/shared/information';
import { LoadError, TextSkeleton } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-handler';
import { useSession } from '../../auth';
import { useUsefulInfo } from '../api/useful-info';
import { RichTextView } from '../components/rich-text-view';

// the editor (ProseMirror) loads only when an administrator opens it
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
        {query.isPending && <TextSkeleton />}
        {query.isError && (
          <LoadError title={USEFUL_INFO_MSG.loadError} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
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
