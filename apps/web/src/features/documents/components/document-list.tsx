import { useState } from 'react';
import { Alert, Anchor, Badge, Center, Group, Loader, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDate, formatFileSize } from '@empowerment/shared';
import type { FileRecord } from '@empowerment/shared/files';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadMoreButton } from '../../../components/load-more-button';
import { TableScroll } from '../../../components/data-table';
import { DeleteAction, IconAction } from '../../../components/icon-action';
import { NotesPreview } from '../../../components/notes-preview';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { errorMessage, useErrorHandler } from '../../../lib/error-handler';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useDeleteDocument } from '../api/delete-document';
import { downloadDocument } from '../api/download-document';
import { useDocuments, type DocumentOwner } from '../api/get-documents';

/** Spec 02 §2: document notes are cut at 5 characters. */
const DOCUMENT_NOTES_PREVIEW = 5;

type DocumentListProps = {
  owner: DocumentOwner;
  /** Administrators see the delete action (spec 02 §6); the server refuses it to anyone else. */
  canDelete: boolean;
  /** Where documents of several records are listed (her tab): what each one is linked to, as a column. */
  linkOf?: (file: FileRecord) => string;
};

/** The documents of a record or a beneficiary: download for everyone, delete for administrators. */
export function DocumentList({ owner, canDelete, linkOf }: DocumentListProps) {
  const documents = useDocuments(owner);
  const phone = useIsMobile();
  const remove = useDeleteDocument();
  const handleError = useErrorHandler();
  const deleting = useConfirmedDelete({ remove: (file: FileRecord) => remove.mutateAsync(file.ID) });
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (file: FileRecord) => {
    setDownloading(file.ID);
    try {
      await downloadDocument(file.ID);
    } catch (error) {
      handleError(error);
    } finally {
      setDownloading(null);
    }
  };

  if (documents.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Caricamento documenti" />
      </Center>
    );
  }
  if (documents.isError) return <Alert color="red">{errorMessage(documents.error)}</Alert>;
  const rows = documents.data.pages.flat();
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Nessun documento caricato.
      </Text>
    );

  const name = (file: FileRecord) => (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => void download(file)}
        style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
      >
        {file.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {formatFileSize(file.size)}
        {file.spend && (
          <Badge ml={6} size="xs" variant="light" color="teal">
            Spesa
          </Badge>
        )}
      </Text>
    </>
  );
  const notes = (file: FileRecord) =>
    file.notes ? <NotesPreview notes={file.notes} max={DOCUMENT_NOTES_PREVIEW} title={`Note di ${file.name}`} /> : '—';
  const actions = (file: FileRecord) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <IconAction
        tip="Scarica"
        label={`Scarica ${file.name}`}
        icon={IconDownload}
        loading={downloading === file.ID}
        onClick={() => void download(file)}
      />
      {canDelete && <DeleteAction label={`Elimina ${file.name}`} onClick={() => deleting.ask(file)} />}
    </Group>
  );

  return (
    <Stack gap="xs">
      {phone ? (
        // on a phone each document is a card: a five-column table would scroll sideways
        <Stack gap="xs" component="ul" aria-label="Documenti" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((file) => (
            <Paper key={file.ID} component="li" withBorder p="xs" radius="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2}>{name(file)}</Stack>
                {actions(file)}
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {[file.type, linkOf?.(file), formatDate(file.CreatedAt)].filter(Boolean).join(' · ')}
              </Text>
              {file.notes && <Text size="sm">{notes(file)}</Text>}
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableScroll label="Documenti" minWidth={linkOf ? 640 : 480}>
          <Table striped verticalSpacing="xs" aria-label="Documenti">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Documento</Table.Th>
                <Table.Th>Tipo</Table.Th>
                {linkOf && <Table.Th>Collegato a</Table.Th>}
                <Table.Th>Caricato il</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Azioni</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((file) => (
                <Table.Tr key={file.ID}>
                  <Table.Td>{name(file)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{file.type}</Text>
                  </Table.Td>
                  {linkOf && (
                    <Table.Td>
                      <Text size="sm">{linkOf(file)}</Text>
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Text size="sm">{formatDate(file.CreatedAt)}</Text>
                  </Table.Td>
                  <Table.Td>{notes(file)}</Table.Td>
                  <Table.Td>{actions(file)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <LoadMoreButton list={documents} label="Carica altri documenti" />
      <ConfirmModal
        {...deleting.modalProps}
        title="Elimina documento"
        message={`Sei sicuro di voler eliminare il documento ${deleting.target?.name ?? ''}? Questa azione non può essere annullata.`}
        confirmLabel="Elimina"
      />
    </Stack>
  );
}
