import { ActionIcon, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { INTERNSHIP_MSG, canAddHours, canRemoveHours, hoursStep, type Internship } from '@empowerment/shared/internships';
import { notify } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { alreadyAnnounced } from '../../../lib/error-handler';
import { useMoveInternshipHours } from '../api/internships';

/**
 * The completed hours with their +/- buttons (spec 02 §4): a click moves them by the weekly hours
 * (1 when those are 0); minus is off at 0, plus at the scheduled hours. The server refuses a step
 * beyond the bounds with the spec's texts, shown as they come.
 */
export function InternshipHours({ internship }: { internship: Internship }) {
  const move = useMoveInternshipHours();
  const step = hoursStep(internship.week_sceduled_hours);
  const { completed_hours: done, scheduled_hours: scheduled } = internship;

  const click = (hours: number) =>
    move.mutate(
      { id: internship.ID, hours },
      {
        onSuccess: () => notify('success', hours > 0 ? INTERNSHIP_MSG.hoursAdded : INTERNSHIP_MSG.hoursRemoved),
        onError: (error) => {
          if (alreadyAnnounced(error)) return;
          // a step beyond the bounds: the server's own text; anything else: the spec's generic one
          if (error instanceof ApiError && error.status === 422) notify('warning', error.message);
          else notify('error', INTERNSHIP_MSG.hoursFailed);
        },
      },
    );

  const unit = step === 1 ? 'ora' : 'ore';
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={`Togli ${step} ${unit}`}>
          <ActionIcon
            variant="light"
            aria-label={`Togli ${step} ${unit} completate`}
            disabled={!canRemoveHours(internship) || move.isPending}
            onClick={() => click(-step)}
          >
            <IconMinus size={16} />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" fw={600} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {done} / {scheduled} ore
        </Text>
        <Tooltip label={`Aggiungi ${step} ${unit}`}>
          <ActionIcon
            variant="light"
            aria-label={`Aggiungi ${step} ${unit} completate`}
            disabled={!canAddHours(internship) || move.isPending}
            onClick={() => click(step)}
          >
            <IconPlus size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Progress value={scheduled > 0 ? (done / scheduled) * 100 : 0} size="sm" aria-label={`Ore completate: ${done} di ${scheduled}`} />
    </Stack>
  );
}
