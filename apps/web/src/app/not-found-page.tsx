import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HOME, paths } from '../config/paths';
import { useSession } from '../features/auth';

export function NotFoundPage() {
  const { isAuthenticated } = useSession();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={480}>
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2" ta="center">
          Pagina non trovata
        </Title>
        <Text c="dimmed" ta="center">
          La pagina che stai cercando non esiste o è stata spostata.
        </Text>
        <Button component={Link} to={isAuthenticated ? HOME.getHref() : paths.login.getHref()}>
          Torna alla pagina principale
        </Button>
      </Stack>
    </Center>
  );
}
