import { useState } from 'react';
import { ActionIcon, Alert, Button, Center, Group, Loader, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { LIST_ITEM_MSG, LIST_SETTINGS_TITLES, type TableListItem, type TableListKey } from '@empowerment/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notify } from '../../../components/toast';
import { errorMessage, useErrorHandler } from '../../../lib/error-handler';
import { tableItemLabel } from '../../../lib/reference-data';
import { useDeleteListItem, useListItems } from '../api/list-items';

type ListItemsModalProps = { list: TableListKey | null; onClose: () => void };

/** The list modal (spec 02 §2): the title, the count, every item with its delete, and Chiudi. */
export function ListItemsModal({ list, onClose }: ListItemsModalProps) {
  return (
    <Modal
      opened={list !== null}
      onClose={onClose}
      title={list ? LIST_SETTINGS_TITLES[list] : ''}
      closeButtonProps={{ 'aria-label': 'Chiudi' }}
      size="lg"
    >
      {list && <ListItems list={list} onClose={onClose} />}
    </Modal>
  );
}

function ListItems({ list, onClose }: { list: TableListKey; onClose: () => void }) {
  const items = useListItems(list, true);
  const remove = useDeleteListItem(list);
  const handleError = useErrorHandler();
  const [deleting, setDeleting] = useState<TableListItem | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.ID);
      notify('success', LIST_ITEM_MSG.deleted);
    } catch (error) {
      handleError(error);
    }
    setDeleting(null);
  };

  const rows = items.data ?? [];
  return (
    <>
      <Stack gap="sm">
        {items.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Caricamento elementi" />
          </Center>
        ) : items.isError ? (
          <Alert color="red">{errorMessage(items.error)}</Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">{`${rows.length} ${rows.length === 1 ? 'elemento' : 'elementi'}`}</Text>
            {rows.length === 0 ? (
              <Text size="sm">{LIST_ITEM_MSG.empty}</Text>
            ) : (
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {rows.map((item) => {
                  const label = tableItemLabel(list, item);
                  return (
                    <Group key={item.ID} component="li" justify="space-between" wrap="nowrap" gap="xs">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {item.id_public != null ? `${label} (ID ${item.id_public})` : label}
                        </Text>
                        {item.notes ? (
                          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                            {item.notes}
                          </Text>
                        ) : null}
                      </div>
                      <Tooltip label="Elimina">
                        <ActionIcon variant="subtle" color="red" aria-label={`Elimina ${label}`} onClick={() => setDeleting(item)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  );
                })}
              </Stack>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Chiudi
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title="Elimina elemento"
        message={
          deleting
            ? `Sei sicuro di voler eliminare "${tableItemLabel(list, deleting)}" da ${LIST_SETTINGS_TITLES[list]}? Un elemento in uso non può essere eliminato.`
            : ''
        }
        confirmLabel="Elimina"
        danger
        loading={remove.isPending}
      />
    </>
  );
}
