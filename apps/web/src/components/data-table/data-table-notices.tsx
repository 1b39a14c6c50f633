import { Alert, Button, Group, Text } from '@mantine/core';

export function DataTableError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert color="red" variant="light">
      <Group justify="space-between">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={retry}>
          Riprova
        </Button>
      </Group>
    </Alert>
  );
}

export function DataTableEmpty() {
  return (
    <Text ta="center" c="dimmed" py="lg">
      Non ci sono dati
    </Text>
  );
}
