import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate } from '@empowerment/shared';
import { courseEntity, type Participation } from '@empowerment/shared/courses';
import { TableScroll } from '../../../components/data-table';
import { DeleteAction, EditAction } from '../../../components/icon-action';
import { NotesPreview } from '../../../components/notes-preview';
import { RecordTab } from '../../../components/record-tab';
import { RowEditorModals, useRowEditor } from '../../../components/row-editor';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useBeneficiaryParticipations } from '../api/beneficiary-participations';
import { useDeleteParticipation } from '../api/participants';
import { certificateBadge } from './course-participants';
import { ParticipationForm, courseLabel, participationFormTitle } from './participation-form';

/** 'Data di inizio', the course's label. */
const START_LABEL = courseEntity.fields.start_date;

const nameOf = (row: Participation) => courseLabel({ type: row.course.type, company_name: row.course.provider_course });

/** The beneficiary's Corsi tab (10): her participations, 11 at a time, added, edited and removed here. */
export function BeneficiaryCoursesTab({ beneficiaryId }: { beneficiaryId: number }) {
  const participations = useBeneficiaryParticipations(beneficiaryId);
  const phone = useIsMobile();
  const remove = useDeleteParticipation();
  const editor = useRowEditor({
    remove: (row: Participation) => remove.mutateAsync(row.ID),
    drafts: 'courses',
    rows: participations.data?.pages.flat(),
  });

  const notes = (row: Participation) => (row.notes ? <NotesPreview notes={row.notes} max={10} title={`Note: ${nameOf(row)}`} /> : '—');
  const actions = (row: Participation) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <EditAction label={`Modifica la partecipazione a ${nameOf(row)}`} onClick={() => editor.edit(row)} />
      <DeleteAction tip="Rimuovi" label={`Rimuovi la partecipazione a ${nameOf(row)}`} onClick={() => editor.ask(row)} />
    </Group>
  );

  return (
    <>
      <RecordTab
        title="Corsi"
        add={{ label: 'Aggiungi corso', onClick: editor.add }}
        list={participations}
        loadingLabel="Caricamento corsi"
        empty="Nessun corso registrato per questa beneficiaria."
      >
        {/* on a phone each course is a card: a seven-column table would scroll sideways */}
        {(rows) =>
          phone ? (
            <Stack gap="xs" component="ul" aria-label="Corsi della beneficiaria" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {rows.map((row) => (
                <Paper key={row.ID} component="li" withBorder p="xs" radius="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Stack gap={2}>
                      <Text size="sm" fw={500}>
                        {row.course.type}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {`${row.course.provider_course} · ${row.course.mode} · ${formatDate(row.CreatedAt)}`}
                      </Text>
                      {row.course.start_date && <Text size="xs">{`${START_LABEL}: ${formatDate(row.course.start_date)}`}</Text>}
                    </Stack>
                    {actions(row)}
                  </Group>
                  <Group gap="xs" mt={4}>
                    {certificateBadge(row.certification)}
                    {row.notes && <Text size="sm">{notes(row)}</Text>}
                  </Group>
                </Paper>
              ))}
            </Stack>
          ) : (
            <TableScroll label="Corsi della beneficiaria" minWidth={740}>
              <Table striped verticalSpacing="xs" aria-label="Corsi della beneficiaria">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Corso</Table.Th>
                    <Table.Th>Ente di formazione</Table.Th>
                    <Table.Th>Modalità</Table.Th>
                    <Table.Th>{START_LABEL}</Table.Th>
                    <Table.Th>Attestato</Table.Th>
                    <Table.Th>Note</Table.Th>
                    <Table.Th>Iscritta il</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Azioni</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.ID}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {row.course.type}
                        </Text>
                        {row.course.type_qualification && (
                          <Text size="xs" c="dimmed">
                            {row.course.type_qualification}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.course.provider_course}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.course.mode}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.course.start_date ? formatDate(row.course.start_date) : '—'}</Text>
                      </Table.Td>
                      <Table.Td>{certificateBadge(row.certification)}</Table.Td>
                      <Table.Td>{notes(row)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDate(row.CreatedAt)}</Text>
                      </Table.Td>
                      <Table.Td>{actions(row)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )
        }
      </RecordTab>
      <RowEditorModals
        editor={editor}
        title={participationFormTitle}
        size="md"
        form={(row, onClose) => <ParticipationForm beneficiaryId={beneficiaryId} row={row} onClose={onClose} />}
        confirm={{
          title: 'Rimuovi partecipazione',
          message: (row) => `Vuoi togliere la partecipazione al corso ${nameOf(row)}?`,
          confirmLabel: 'Rimuovi',
        }}
      />
    </>
  );
}
