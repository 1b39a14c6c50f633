import { Divider, Stack, Title } from '@mantine/core';
import { DocumentList, DocumentUploadForm, type DocumentOwner } from '../../documents';

/** What a course's documents dialog shows: its documents and the upload form (course-documents loads it when first opened). */
export function CourseDocumentsBody({
  owner,
  canDelete,
  onUploaded,
}: {
  owner: DocumentOwner;
  canDelete: boolean;
  onUploaded: () => void;
}) {
  return (
    <Stack gap="md">
      <DocumentList owner={owner} canDelete={canDelete} />
      <Divider />
      <Title order={3} size="h5">
        Carica un documento
      </Title>
      <DocumentUploadForm owner={owner} onUploaded={onUploaded} />
    </Stack>
  );
}
