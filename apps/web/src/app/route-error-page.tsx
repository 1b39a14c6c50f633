import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { documentTitle } from './screen-titles';

const TITLE = 'Non è stato possibile caricare questa pagina';

/**
 * The root route's error screen: a screen's code that no longer exists after a deploy,
 * a dropped connection, or a fault while drawing. A reload fetches the current version.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    document.title = documentTitle(TITLE);
  }, [error]);

  return (
    <Center component="main" mih="80vh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <Title order={1} size="h2" ta="center">
          {TITLE}
        </Title>
        <Text c="dimmed" ta="center">
          È disponibile una nuova versione oppure la connessione si è interrotta.
        </Text>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
          Ricarica
        </Button>
      </Stack>
    </Center>
  );
}
