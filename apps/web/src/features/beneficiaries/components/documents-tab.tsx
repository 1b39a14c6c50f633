import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FileRecord } from '@empowerment/shared/files';
import { useSession } from '../../auth';
import { useBeneficiaryCourseChoices } from '../../courses';
import { DocumentList, DocumentUploadForm, SchedaButtons, type DocumentRecordChoices } from '../../documents';

/**
 * Her Documenti tab (15): her documents 12 at a time, downloaded by everyone and deleted by
 * administrators; the upload of a new one, linked to one of her courses or participations or to her
 * costs; and her Scheda A and Scheda D generated from their templates.
 */
export function DocumentsTab({ beneficiaryId }: { beneficiaryId: number }) {
  const { isAdmin } = useSession();
  const courses = useBeneficiaryCourseChoices(beneficiaryId);
  const owner = { beneficiaryId };
  const choices = courses.data ?? [];
  const empty = 'Nessun corso: aggiungila a un corso nella scheda Corsi';
  const records: DocumentRecordChoices = {
    Corsi: { label: 'Corso', options: choices.map((c) => ({ value: c.courseId, label: c.label })), empty, loading: courses.isPending },
    'Partecipazione al Corso': {
      label: 'Corso',
      options: choices.map((c) => ({ value: c.participationId, label: c.label })),
      empty,
      loading: courses.isPending,
    },
  };
  const linkOf = (file: FileRecord) => {
    const course =
      file.entity_type === 'Corsi'
        ? choices.find((c) => c.courseId === file.entity_id)
        : file.entity_type === 'Partecipazione al Corso'
          ? choices.find((c) => c.participationId === file.entity_id)
          : undefined;
    return course ? `${file.entity_type}: ${course.label}` : file.entity_type;
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            Documenti
          </Title>
          <SchedaButtons beneficiaryId={beneficiaryId} />
        </Group>
        <DocumentList owner={owner} canDelete={isAdmin} linkOf={linkOf} />
        <Divider />
        <Stack gap={4}>
          <Title order={3} size="h5">
            Carica un documento
          </Title>
          <Text size="sm" c="dimmed">
            PDF, DOC o DOCX fino a 15MB, collegato a un suo corso, alla partecipazione a un corso o ai suoi costi.
          </Text>
        </Stack>
        <DocumentUploadForm owner={owner} records={records} />
      </Stack>
    </Paper>
  );
}
