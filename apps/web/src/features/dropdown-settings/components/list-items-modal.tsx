import { useState } from 'react';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconList, IconTrash } from '@tabler/icons-react';
import { LIST_ITEM_MSG, LIST_SETTINGS_TITLES, type TableListItem, type TableListKey } from '@empowerment/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ListModal } from '../../../components/list-modal';
import { notify } from '../../../components/toast';
import { errorMessage, useErrorHandler } from '../../../lib/error-handler';
import { tableItemLabel } from '../../../lib/reference-data';
import { useDeleteListItem, useListItems } from '../api/list-items';

type ListItemsModalProps = { list: TableListKey; count: number };

/** The list modal of one reference list (spec 02 §2): its count button, every item with its delete, Chiudi. */
export function ListItemsModal({ list, count }: ListItemsModalProps) {
  const [opened, setOpened] = useState(false);
  const items = useListItems(list, opened);
  const remove = useDeleteListItem(list);
  const handleError = useErrorHandler();
  const [deleting, setDeleting] = useState<TableListItem | null>(null);
  const title = LIST_SETTINGS_TITLES[list];

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

  const rows = (items.data ?? []).map((item) => {
    const label = tableItemLabel(list, item);
    return (
      <Group key={item.ID} justify="space-between" wrap="nowrap" gap="xs">
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
  });

  return (
    <>
      <ListModal
        title={title}
        count={count}
        buttonLabel={`${title}: vedi elementi`}
        icon={<IconList size={16} />}
        onOpen={() => setOpened(true)}
        loading={items.isPending}
        error={items.isError ? errorMessage(items.error) : undefined}
        items={rows}
      />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title="Elimina elemento"
        message={
          deleting
            ? `Sei sicuro di voler eliminare "${tableItemLabel(list, deleting)}" da ${title}? Un elemento in uso non può essere eliminato.`
            : ''
        }
        confirmLabel="Elimina"
        danger
        loading={remove.isPending}
      />
    </>
  );
}
