import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';

import { MEMBERSHIP_MSG } from '@empowerment/shared/events';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DeleteAction } from '../../../components/icon-action';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { notify } from '../../../components/toast';
import { errorMessage, useErrorHandler } from '../../../lib/error-handler';
import { useBeneficiaryEvents, useEventsNotJoined, useJoinEvent, useLeaveEvent } from '../api/event-api';
import type { EventItem, EventKind, EventRow } from '../event-kind';

type MembershipPanelProps<Row extends EventRow, Item extends EventItem> = {
  kind: EventKind<Row, Item>;
  beneficiaryId: number;
};

/**
 * A beneficiary's career days or group activities (spec 02 tabs 16 and 17): her list, a selector
 * of those she has not joined with a register button enabled once one is chosen, removal per item.
 */
export function MembershipPanel<Row extends EventRow, Item extends EventItem>({ kind, beneficiaryId }: MembershipPanelProps<Row, Item>) {
  const joined = useBeneficiaryEvents<Item>(kind, beneficiaryId);
  const options = useEventsNotJoined<Row>(kind, beneficiaryId);
  const join = useJoinEvent(kind, beneficiaryId);
  const leave = useLeaveEvent(kind, beneficiaryId);
  const handleError = useErrorHandler();
  const [chosen, setChosen] = useState<string | null>(null);
  const removing = useConfirmedDelete({ remove: (item: Item) => leave.mutateAsync(item.ID) });

  const register = async () => {
    if (!chosen) return;
    try {
      await join.mutateAsync(Number(chosen));
      notify('success', MEMBERSHIP_MSG.registered);
      setChosen(null);
    } catch (error) {
      handleError(error);
    }
  };

  const selectData = (options.data ?? []).map((row) => ({ value: String(row.ID), label: kind.optionLabel(row) }));
  const items = joined.data ?? [];

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {kind.texts.panelTitle}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={kind.texts.selectLabel}
            placeholder={options.isPending ? 'Caricamento...' : selectData.length === 0 ? kind.texts.selectEmpty : 'Seleziona'}
            data={selectData}
            value={chosen}
            onChange={setChosen}
            searchable
            clearable
            nothingFoundMessage="Nessun risultato"
            disabled={selectData.length === 0}
            style={{ flex: '1 1 16rem' }}
          />
          <Button onClick={() => void register()} disabled={!chosen} loading={join.isPending}>
            Registra
          </Button>
        </Group>
        {joined.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Caricamento iscrizioni" />
          </Center>
        ) : joined.isError ? (
          <Alert color="red">{errorMessage(joined.error)}</Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {kind.texts.panelEmpty}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <Group key={item.ID} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm">{kind.itemLabel(item)}</Text>
                <DeleteAction tip="Rimuovi" label={`Rimuovi ${kind.itemLabel(item)}`} onClick={() => removing.ask(item)} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmModal
        {...removing.modalProps}
        title="Rimuovi iscrizione"
        message={removing.target ? `Vuoi togliere l'iscrizione a ${kind.itemLabel(removing.target)}?` : ''}
        confirmLabel="Rimuovi"
      />
    </Paper>
  );
}
