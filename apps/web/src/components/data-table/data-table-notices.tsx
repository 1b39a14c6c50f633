import { Text } from '@mantine/core';
import { LoadError } from '../load-error';

export const DataTableError = ({ message, retry }: { message: string; retry: () => void }) => (
  <LoadError message={message} onRetry={retry} />
);

export function DataTableEmpty() {
  return (
    <Text ta="center" c="dimmed" py="lg">
      Non ci sono dati
    </Text>
  );
}
