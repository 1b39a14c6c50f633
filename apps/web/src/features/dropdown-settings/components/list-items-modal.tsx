import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { LIST_SETTINGS_TITLES, type TableListItem, type TableListKey } from '@empowerment/shared/reference';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DeleteAction } from '../../../components/icon-action';
import { ListModal } from '../../../components/list-modal';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { errorMessage } from '../../../lib/error-handler';
import { tableItemLabel } from '../../../lib/reference-data';
import { useDeleteListItem, useListItems } from '../api/list-items';

type ListItemsModalProps = { list: TableListKey; count: number };

/** The list modal of one reference list (spec 02 §2): its count button, every item with its delete, Chiudi. */
export function ListItemsModal({ list, count }: ListItemsModalProps) {
  const [opened, setOpened] = useState(false);
  const items = useListItems(list, opened);
  const remove = useDeleteListItem(list);
  const deleting = useConfirmedDelete({ remove: (item: TableListItem) => remove.mutateAsync(item.ID) });
  const title = LIST_SETTINGS_TITLES[list];

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
        <DeleteAction label={`Elimina ${label}`} onClick={() => deleting.ask(item)} />
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
        {...deleting.modalProps}
        title="Elimina elemento"
        message={
          deleting.target
            ? `Sei sicuro di voler eliminare "${tableItemLabel(list, deleting.target)}" da ${title}? Un elemento in uso non può essere eliminato.`
            : ''
        }
        confirmLabel="Elimina"
      />
    </>
  );
}
