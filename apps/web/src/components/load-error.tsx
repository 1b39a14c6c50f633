import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';

/** What a screen could not load, and 'Riprova' to ask again. */
export function LoadError({ title, message, onRetry }: { title?: string; message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Riprova
        </Button>
      </Group>
    </Alert>
  );
}

/** A page of text while it loads: a title and two lines. */
export function TextSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Caricamento in corso">
      <Skeleton height={24} width="40%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
    </Stack>
  );
}
