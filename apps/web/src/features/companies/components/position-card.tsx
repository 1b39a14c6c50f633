import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { formatDate } from '@empowerment/shared';
import type { Position } from '@empowerment/shared/companies';
import { LabelledValue } from '../../../components/labelled-value';
import { paths } from '../../../config/paths';

/** The fields the card shows: the list gives them all; an internship's nested position may give fewer. */
export type PositionCardData = Pick<Position, 'ID' | 'job_positions' | 'busy'> &
  Partial<Pick<Position, 'start_date' | 'place' | 'municipio' | 'requisiti' | 'orari_turni' | 'id_beneficiary' | 'beneficiary'>>;

/** Occupied (a cross) or free (a check): the marker of the position lists. */
export function PositionMarker({ busy }: { busy: boolean }) {
  return (
    <ThemeIcon size="sm" radius="xl" variant="light" color={busy ? 'red' : 'green'} aria-label={busy ? 'Occupata' : 'Libera'} role="img">
      {busy ? <IconX size={14} /> : <IconCheck size={14} />}
    </ThemeIcon>
  );
}

/**
 * A company internship position (spec 02 §2, tab 11): role, start date, place, municipio,
 * requirements, shifts, whether it is taken and by whom (a link to her record).
 */
export function PositionCard({ position, actions }: { position: PositionCardData; actions?: ReactNode }) {
  const holder = position.beneficiary ?? (position.id_beneficiary ? { ID: position.id_beneficiary, name: '', surname: '' } : null);
  const holderName = holder ? `${holder.name} ${holder.surname}`.trim() || `Beneficiario #${holder.ID}` : '';
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`Posizione ${position.job_positions}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <PositionMarker busy={position.busy} />
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {position.job_positions}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Badge color={position.busy ? 'red' : 'green'} variant="light">
              {position.busy ? 'Occupata' : 'Libera'}
            </Badge>
            {actions}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
          <LabelledValue label="Data di inizio">{formatDate(position.start_date)}</LabelledValue>
          <LabelledValue label="Luogo">{position.place}</LabelledValue>
          <LabelledValue label="Municipio">{position.municipio?.municipio}</LabelledValue>
          <LabelledValue label="Orari e turni">{position.orari_turni}</LabelledValue>
        </SimpleGrid>
        <LabelledValue label="Requisiti">{position.requisiti}</LabelledValue>
        {holder && (
          <Text size="sm">
            Assegnata a{' '}
            <Anchor component={Link} to={paths.beneficiary.getHref(holder.ID)}>
              {holderName}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
