import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { labelsOf } from '@empowerment/shared';
import { internshipEntity, type Internship } from '@empowerment/shared/internships';
import { DeleteAction, EditAction } from '../../../components/icon-action';
import { LabelledValue } from '../../../components/labelled-value';
import { NotesPreview } from '../../../components/notes-preview';
import { RecordTab } from '../../../components/record-tab';
import { RowEditorModals, useRowEditor } from '../../../components/row-editor';
import { PositionCard } from '../../companies';
import { useBeneficiaryInternships, useDeleteInternship } from '../api/internships';
import { InternshipForm, internshipFormTitle } from './internship-form';
import { InternshipHours } from './internship-hours';
import { InternshipStatusBadge } from './internship-status-badge';

const L = labelsOf(internshipEntity);

const nameOf = (row: Internship) => `tirocinio presso ${row.hosting_company_name}`;

/** The beneficiary's Tirocini tab (11): her internships, 5 at a time, added, edited, counted and removed here (spec 02 §2). */
export function BeneficiaryInternshipsTab({ beneficiaryId }: { beneficiaryId: number }) {
  const internships = useBeneficiaryInternships(beneficiaryId);
  const remove = useDeleteInternship();
  const editor = useRowEditor({
    remove: (row: Internship) => remove.mutateAsync(row.ID),
    drafts: 'internships',
    rows: internships.data?.pages.flat(),
  });

  return (
    <>
      <RecordTab
        title="Tirocini"
        add={{ label: 'Aggiungi tirocinio', onClick: editor.add }}
        list={internships}
        loadingLabel="Caricamento tirocini"
        empty="Nessun tirocinio registrato. Clicca su «Aggiungi tirocinio» per crearne uno."
        loadMoreLabel="Carica Altro"
      >
        {(rows) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tirocini del beneficiario">
            {rows.map((row) => (
              <li key={row.ID}>
                <InternshipCard row={row} onEdit={() => editor.edit(row)} onDelete={() => editor.ask(row)} />
              </li>
            ))}
          </Stack>
        )}
      </RecordTab>
      <RowEditorModals
        editor={editor}
        title={internshipFormTitle}
        size="lg"
        form={(row, onClose) => <InternshipForm beneficiaryId={beneficiaryId} row={row} onClose={onClose} />}
        confirm={{
          title: 'Elimina tirocinio',
          message: (row) =>
            `Sei sicuro di voler eliminare il ${nameOf(row)}? La sua posizione tornerà libera. Questa azione non può essere annullata.`,
          confirmLabel: 'Elimina',
        }}
      />
    </>
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
