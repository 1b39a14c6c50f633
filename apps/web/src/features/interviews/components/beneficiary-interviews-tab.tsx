import { Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { TABLE_SKELETON_MIN_MS, formatDate, labelsOf } from '@empowerment/shared';
import { interviewEntity, type Interview } from '@empowerment/shared/interviews';
import { TableScroll, useMinDuration } from '../../../components/data-table';
import { DeleteAction, EditAction } from '../../../components/icon-action';
import { RecordTab } from '../../../components/record-tab';
import { RowEditorModals, useRowEditor } from '../../../components/row-editor';
import { useBeneficiaryInterviews, useDeleteInterview, useInterviewCosts } from '../api/interviews';
import { InterviewForm, interviewFormTitle } from './interview-form';
import { InterviewCost, InterviewNotes, InterviewRecordDates, InterviewTypeBadge } from './interview-cells';

const L = labelsOf(interviewEntity);
const COLUMNS = [L.date, L.type_id, L.interviewer, L.cost, L.notes, L.record_dates, 'Azioni'];
const SKELETON_ROWS = 3;

const nameOf = (row: Interview) => `${row.type || 'colloquio'} del ${formatDate(row.date)}`;

/** The beneficiary's Colloqui tab (13): her interviews, 11 at a time, added, edited and deleted here (spec 02 §2). */
export function BeneficiaryInterviewsTab({ beneficiaryId }: { beneficiaryId: number }) {
  const interviews = useBeneficiaryInterviews(beneficiaryId);
  const costs = useInterviewCosts(beneficiaryId);
  const loading = useMinDuration(interviews.isPending, TABLE_SKELETON_MIN_MS);
  const remove = useDeleteInterview();
  const editor = useRowEditor({
    remove: (row: Interview) => remove.mutateAsync(row.ID),
    drafts: 'interviews',
    rows: interviews.data?.pages.flat(),
  });

  return (
    <>
      <RecordTab
        title="Colloqui"
        add={{ label: 'Aggiungi Colloquio', onClick: editor.add }}
        list={interviews}
        loadingLabel="Caricamento colloqui"
        loading={
          <Stack gap="xs" role="status" aria-busy="true" aria-label="Caricamento colloqui">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Skeleton key={i} height={36} radius="sm" />
            ))}
          </Stack>
        }
        holdLoading={loading}
        empty={
          <Stack align="center" gap="xs" py="lg">
            <Title order={3} size="h5">
              Nessun colloquio
            </Title>
            <Text c="dimmed" size="sm">
              Non ci sono interviste registrate per questo beneficiario.
            </Text>
          </Stack>
        }
        loadMoreLabel="Carica altre interviste"
      >
        {(rows) => (
          <TableScroll label="Colloqui del beneficiario" minWidth={900}>
            <Table striped verticalSpacing="xs" aria-label="Colloqui del beneficiario">
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.ID}>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(row.date)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <InterviewTypeBadge row={row} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.interviewer}</Text>
                    </Table.Td>
                    <Table.Td>
                      <InterviewCost cost={costs.data?.get(row.ID)} />
                    </Table.Td>
                    <Table.Td>
                      <InterviewNotes row={row} />
                    </Table.Td>
                    <Table.Td>
                      <InterviewRecordDates row={row} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <EditAction label={`Modifica il ${nameOf(row)}`} onClick={() => editor.edit(row)} />
                        <DeleteAction label={`Elimina il ${nameOf(row)}`} onClick={() => editor.ask(row)} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </RecordTab>
      <RowEditorModals
        editor={editor}
        title={interviewFormTitle}
        size="md"
        form={(row, onClose) => <InterviewForm beneficiaryId={beneficiaryId} row={row} onClose={onClose} />}
        confirm={{
          title: 'Elimina colloquio',
          message: (row) => `Sei sicuro di voler eliminare il ${nameOf(row)}? Questa azione non può essere annullata.`,
          confirmLabel: 'Elimina',
        }}
      />
    </>
  );
}
