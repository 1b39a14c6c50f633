import { SimpleGrid, Stack } from '@mantine/core';
import {
  DocumentUploadFormSchema,
  FILE_ENTITY_TYPES,
  FILE_MAX_BYTES,
  FILE_MSG,
  FILE_NOTES_MAX,
  MSG,
  type FileEntityType,
} from '@empowerment/shared';
import {
  CheckboxField,
  EntityForm,
  FileField,
  FormActions,
  ReferenceSelectField,
  SelectField,
  TextareaField,
  useEntityForm,
} from '../../../components/form';
import { useUploadDocument } from '../api/upload-document';
import type { DocumentOwner } from '../api/get-documents';

const LABELS = {
  entity_type: 'Collegato a',
  type_id: 'Tipo di documento',
  file: 'File (PDF, DOC o DOCX, max 15MB)',
  notes: 'Note',
  spend: 'Documento di spesa',
} as const;

const ENTITY_OPTIONS = FILE_ENTITY_TYPES.map((value) => ({ value, label: value }));

type DocumentUploadFormProps = {
  /** The record and/or beneficiary the document belongs to; without entityType the form asks for it. */
  owner: DocumentOwner;
  onUploaded?: () => void;
};

/** Upload of one document (spec 02 §5 "File upload"): everyone may add documents. */
export function DocumentUploadForm({ owner, onUploaded }: DocumentUploadFormProps) {
  const upload = useUploadDocument();
  const initial = {
    entity_type: owner.entityType ?? ('' as FileEntityType),
    entity_id: owner.entityId ?? null,
    beneficiary_id: owner.beneficiaryId ?? null,
    type_id: null as number | null,
    notes: '',
    spend: false,
    file: null as File | null,
  };
  const entity = useEntityForm({
    schema: DocumentUploadFormSchema,
    initial,
    fields: ['entity_type', 'type_id', 'file', 'notes', 'spend'],
    labels: LABELS,
    save: ({ file, ...fields }) => upload.mutateAsync({ ...fields, file: file as File }),
    texts: { saved: FILE_MSG.uploaded, unchanged: MSG.noChangesDetected, invalid: MSG.fillRequired },
    onSaved: () => {
      entity.form.reset(initial);
      onUploaded?.();
    },
  });
  return (
    <EntityForm state={entity}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: owner.entityType ? 1 : 2 }} spacing="sm">
          {!owner.entityType && (
            <SelectField name="entity_type" label={LABELS.entity_type} data={ENTITY_OPTIONS} withAsterisk searchable={false} />
          )}
          <ReferenceSelectField name="type_id" list="types_files" label={LABELS.type_id} placeholder="Seleziona il tipo" withAsterisk />
        </SimpleGrid>
        <FileField
          name="file"
          label={LABELS.file}
          accept={['.pdf', '.doc', '.docx']}
          maxBytes={FILE_MAX_BYTES}
          typeMessage={FILE_MSG.badType}
          sizeMessage={FILE_MSG.tooBig}
          withAsterisk
        />
        <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} maxRows={4} counterMax={FILE_NOTES_MAX} />
        <CheckboxField name="spend" label={LABELS.spend} description="Il documento giustifica una spesa" />
        <FormActions state={entity} submitLabel="Carica documento" />
      </Stack>
    </EntityForm>
  );
}
