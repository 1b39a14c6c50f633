import type { ReactNode } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LIST_ITEM_MSG } from '@empowerment/shared/reference';
import { useIsMobile } from '../../lib/use-is-mobile';

type ListModalProps = {
  /** The modal's title, e.g. 'Posizioni libere'. */
  title: string;
  /** The number of items the button shows (known before the items are loaded). */
  count: number;
  /** What the button is about, for its accessible name: '3 Posizioni libere'. */
  buttonLabel?: string;
  /** Icon before the count. */
  icon?: ReactNode;
  /** Called when the modal opens: the items may load on demand. */
  onOpen?: () => void;
  loading?: boolean;
  /** A failed load, said in the modal. */
  error?: string;
  items: ReactNode[];
};

/** Spec 02 §2 "List modal": a button with the count opens the items, 'Nessun elemento disponibile' and Chiudi. */
export function ListModal({ title, count, buttonLabel = title, icon, onOpen, loading = false, error, items }: ListModalProps) {
  const [opened, modal] = useDisclosure(false, { onOpen });
  const mobile = useIsMobile();
  return (
    <>
      <Button variant="light" size="compact-sm" leftSection={icon} onClick={modal.open} aria-label={`${count} ${buttonLabel}`}>
        {count}
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        fullScreen={mobile}
        size="lg"
        title={
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            <Badge variant="light">{loading ? count : items.length}</Badge>
          </Group>
        }
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
      >
        <Stack gap="sm">
          {loading ? (
            <Center py="lg">
              <Loader aria-label="Caricamento in corso" />
            </Center>
          ) : error ? (
            <Alert color="red">{error}</Alert>
          ) : items.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {LIST_ITEM_MSG.empty}
            </Text>
          ) : (
            items
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={modal.close}>
              Chiudi
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
