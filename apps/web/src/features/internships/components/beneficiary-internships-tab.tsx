import { useState } from 'react';
import { Alert, Button, Card, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { internshipEntity, labelsOf, type Internship } from '@empowerment/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DeleteAction, EditAction } from '../../../components/icon-action';
import { LabelledValue } from '../../../components/labelled-value';
import { LoadMoreButton } from '../../../components/load-more-button';
import { NotesPreview } from '../../../components/notes-preview';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { errorMessage } from '../../../lib/error-handler';
import { PositionCard } from '../../companies';
import { useBeneficiaryInternships, useDeleteInternship } from '../api/internships';
import { InternshipFormModal } from './internship-form';
import { InternshipHours } from './internship-hours';
import { InternshipStatusBadge } from './internship-status-badge';

const L = labelsOf(internshipEntity);

const nameOf = (row: Internship) => `tirocinio presso ${row.hosting_company_name}`;

/** The beneficiary's Tirocini tab (11): her internships, 5 at a time, added, edited, counted and removed here (spec 02 §2). */
export function BeneficiaryInternshipsTab({ beneficiaryId }: { beneficiaryId: number }) {
  const internships = useBeneficiaryInternships(beneficiaryId);
  const remove = useDeleteInternship();
  const removing = useConfirmedDelete({ remove: (row: Internship) => remove.mutateAsync(row.ID) });
  // undefined: closed; null: adding; a row: editing it
  const [editing, setEditing] = useState<Internship | null | undefined>(undefined);

  const rows = internships.data?.pages.flat() ?? [];

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Tirocini
          </Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            Aggiungi tirocinio
          </Button>
        </Group>
        {internships.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Caricamento tirocini" />
          </Center>
        ) : internships.isError ? (
          <Alert color="red">{errorMessage(internships.error)}</Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nessun tirocinio registrato. Clicca su «Aggiungi tirocinio» per crearne uno.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tirocini del beneficiario">
            {rows.map((row) => (
              <li key={row.ID}>
                <InternshipCard row={row} onEdit={() => setEditing(row)} onDelete={() => removing.ask(row)} />
              </li>
            ))}
          </Stack>
        )}
        <LoadMoreButton list={internships} label="Carica Altro" />
      </Stack>
      <InternshipFormModal
        beneficiaryId={beneficiaryId}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        row={editing}
      />
      <ConfirmModal
        {...removing.modalProps}
        title="Elimina tirocinio"
        message={
          removing.target
            ? `Sei sicuro di voler eliminare il ${nameOf(removing.target)}? La sua posizione tornerà libera. Questa azione non può essere annullata.`
            : ''
        }
        confirmLabel="Elimina"
      />
    </Paper>
  );
}

function InternshipCard({ row, onEdit, onDelete }: { row: Internship; onEdit: () => void; onDelete: () => void }) {
  const position = row.internship_company;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Tirocinio presso ${row.hosting_company_name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {row.hosting_company_name}
            </Text>
            <Text size="xs" c="dimmed">
              {row.sector}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <InternshipStatusBadge status={row.status_internships} />
            <EditAction label={`Modifica il ${nameOf(row)}`} onClick={onEdit} />
            <DeleteAction label={`Elimina il ${nameOf(row)}`} onClick={onDelete} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <LabelledValue label={L.completed_hours}>
            <InternshipHours internship={row} />
          </LabelledValue>
          <LabelledValue label={L.week_sceduled_hours}>{String(row.week_sceduled_hours)}</LabelledValue>
          <LabelledValue label={L.duration_month}>{String(row.duration_month)}</LabelledValue>
          <LabelledValue label={L.paying_company}>{row.paying_company}</LabelledValue>
          <LabelledValue label={L.monthly_allowance}>{row.monthly_allowance}</LabelledValue>
          <LabelledValue label={L.valutation}>
            <NotesPreview notes={row.valutation} max={30} title={L.valutation} />
          </LabelledValue>
          <LabelledValue label={L.notes}>
            <NotesPreview notes={row.notes} max={30} title={L.notes} />
          </LabelledValue>
        </SimpleGrid>
        {position && (
          <PositionCard
            position={{
              ...position,
              // she holds it: the card's link names her
              beneficiary:
                position.id_beneficiary === row.beneficiary_id
                  ? { ID: row.beneficiary.ID, name: row.beneficiary.name, surname: row.beneficiary.surname }
                  : null,
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
