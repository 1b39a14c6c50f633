import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Course, Participation } from '@empowerment/shared/courses';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DeleteAction } from '../../../components/icon-action';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-handler';
import { useCourseParticipants, useDeleteParticipation } from '../api/participants';

/** Spec 02 §3: the certificate badge of a participation. */
export const certificateBadge = (certification: boolean) =>
  certification ? (
    <Badge color="green" variant="light">
      Attestato
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Non ha preso l&apos;Attestato
    </Badge>
  );

/** The beneficiary's record opens at its Corsi tab (10). */
const COURSES_TAB = 10;

function ParticipantList({ courseId }: { courseId: number }) {
  const participants = useCourseParticipants(courseId, true);
  const remove = useDeleteParticipation();
  const removing = useConfirmedDelete({ remove: (p: Participation) => remove.mutateAsync(p.ID) });

  if (participants.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Caricamento partecipanti" />
      </Center>
    );
  }
  if (participants.isError) return <Alert color="red">{errorMessage(participants.error)}</Alert>;
  if (participants.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Nessun partecipante iscritto a questo corso.
      </Text>
    );

  return (
    <>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {participants.data.map((p) => (
          <Group key={p.ID} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={2}>
              <Anchor component={Link} to={paths.beneficiary.getHref(p.beneficiary_id, COURSES_TAB)} size="sm" fw={500}>
                {`${p.surname} ${p.name}`}
              </Anchor>
              {p.notes && (
                <Text size="xs" c="dimmed">
                  {p.notes}
                </Text>
              )}
            </Stack>
            <Group gap={4} wrap="nowrap">
              {certificateBadge(p.certification)}
              <DeleteAction tip="Togli dal corso" label={`Togli ${p.surname} ${p.name} dal corso`} onClick={() => removing.ask(p)} />
            </Group>
          </Group>
        ))}
      </Stack>
      <ConfirmModal
        {...removing.modalProps}
        title="Togli dal corso"
        message={`Vuoi togliere ${removing.target?.surname ?? ''} ${removing.target?.name ?? ''} da questo corso?`}
        confirmLabel="Togli"
      />
    </>
  );
}

/** The participants cell: their number, and the list with the certificate badges in a modal. */
export function CourseParticipants({ course, label }: { course: Course; label: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconUsers size={14} />}
        onClick={(event) => {
          event.stopPropagation();
          setOpened(true);
        }}
        aria-label={`Partecipanti di ${label}: ${course.participants_count}`}
      >
        {course.participants_count}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Partecipanti – ${label}`}
        closeButtonProps={{ 'aria-label': 'Chiudi' }}
      >
        {opened && <ParticipantList courseId={course.ID} />}
      </Modal>
    </>
  );
}
