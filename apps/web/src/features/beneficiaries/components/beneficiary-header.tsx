import type { ReactNode } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconTrash } from '@tabler/icons-react';
import { ageOn, formatDate, formatDateTime } from '@empowerment/shared';
import type { Beneficiary } from '@empowerment/shared/beneficiaries';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { CollapseOnDemand } from '../../../components/collapse-on-demand';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* a long value (her operator's email) wraps within its column instead of running into the next */}
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** 'dd/mm/yyyy (40 anni)'. */
export function birthWithAge(birthDate: string | null, today = new Date()) {
  if (!birthDate) return 'Non specificata';
  const age = ageOn(birthDate, today);
  return age == null ? formatDate(birthDate) : `${formatDate(birthDate)} (${age} ${age === 1 ? 'anno' : 'anni'})`;
}

/** An email that may wrap after its '@' (a break opportunity, no character: copying it copies the address). */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

type BeneficiaryHeaderProps = {
  beneficiary: Beneficiary;
  /** Administrators get the delete button. */
  onDelete?: () => void;
};

/** The record's header (spec 02 §2): name, badge, public id, birth and age, operator, dates; details fold on a phone. */
export function BeneficiaryHeader({ beneficiary: b, onDelete }: BeneficiaryHeaderProps) {
  const isMobile = useIsMobile();
  const [open, { toggle }] = useDisclosure(false);
  const details = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" verticalSpacing="xs" mt="sm">
      <Detail label="ID pubblico">{b.id_public ?? 'Non assegnato'}</Detail>
      <Detail label="Data di nascita">{birthWithAge(b.birth_date)}</Detail>
      <Detail label="Operatore">{b.operator ? breakableEmail(b.operator.email) : 'Non specificato'}</Detail>
      <Detail label="Registrato il">{formatDate(b.CreatedAt)}</Detail>
      <Detail label="Ultimo aggiornamento">{formatDateTime(b.UpdatedAt)}</Detail>
    </SimpleGrid>
  );
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {b.name} {b.surname}
          </Title>
          {/* the badge reads the project's active flag: without project data there is nothing to read yet */}
          <Badge color={b.data_project == null ? 'yellow' : b.active ? 'green' : 'gray'} variant="light" size="lg" tt="none">
            {b.data_project == null ? 'Progetto da compilare' : b.active ? 'Attivo' : 'Non Attivo'}
          </Badge>
        </Group>
        {onDelete && (
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            Elimina beneficiario
          </Button>
        )}
      </Group>
      {isMobile ? (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            mt="xs"
            px={0}
            onClick={toggle}
            aria-expanded={open}
            rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          >
            {open ? 'Nascondi dettagli' : 'Mostra dettagli'}
          </Button>
          <CollapseOnDemand expanded={open}>{details}</CollapseOnDemand>
        </>
      ) : (
        details
      )}
    </Paper>
  );
}

export function BeneficiaryHeaderSkeleton() {
  return (
    <Paper withBorder p="lg" radius="md" role="status" aria-busy="true" aria-label="Caricamento del beneficiario">
      <Skeleton height={28} width="40%" mb="md" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={34} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
