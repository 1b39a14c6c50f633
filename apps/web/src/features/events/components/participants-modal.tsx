import { Alert, Anchor, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';

import { Link } from 'react-router';
import type { Participant } from '@empowerment/shared/events';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DeleteAction } from '../../../components/icon-action';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-handler';
import { useParticipants, useRemoveParticipant } from '../api/event-api';
import type { EventKind, EventRow } from '../event-kind';

type ParticipantsModalProps<Row extends EventRow> = {
  kind: EventKind<Row, never>;
  row: Row | null;
  onClose: () => void;
};

const fullName = (p: Participant) => `${p.name} ${p.surname}`.trim();

/** Who signed up for an event: each opens her record at the kind's tab; one can be taken off. */
export function ParticipantsModal<Row extends EventRow>({ kind, row, onClose }: ParticipantsModalProps<Row>) {
  const participants = useParticipants(kind, row?.ID);
  const remove = useRemoveParticipant(kind);
  // a participant is only asked about from the open list of an event, so the event is there
  const removing = useConfirmedDelete({
    remove: (p: Participant) => (row ? remove.mutateAsync({ id: row.ID, beneficiaryId: p.ID }) : Promise.resolve()),
  });

  const list = participants.data ?? [];
  return (
    <>
      <Modal
        opened={row !== null && removing.target === null}
        onClose={onClose}
        title={row ? `Partecipanti: ${kind.optionLabel(row)}` : 'Partecipanti'}
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
      >
        {participants.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Caricamento partecipanti" />
          </Center>
        ) : participants.isError ? (
          <Alert color="red">{errorMessage(participants.error)}</Alert>
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nessun partecipante iscritto
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((p) => (
              <Group key={p.ID} component="li" justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={paths.beneficiary.getHref(p.ID, kind.beneficiaryTab)} size="sm">
                  {fullName(p)}
                  {p.fiscal_code ? <Text span c="dimmed" size="xs">{` · ${p.fiscal_code}`}</Text> : null}
                </Anchor>
                <DeleteAction tip="Rimuovi" label={`Rimuovi ${fullName(p)}`} onClick={() => removing.ask(p)} />
              </Group>
            ))}
          </Stack>
        )}
      </Modal>
      <ConfirmModal
        {...removing.modalProps}
        title="Rimuovi partecipante"
        message={`Vuoi togliere ${removing.target ? fullName(removing.target) : ''} dai partecipanti?`}
        confirmLabel="Rimuovi"
      />
    </>
  );
}
