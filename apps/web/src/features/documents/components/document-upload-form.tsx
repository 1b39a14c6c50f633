import { useEffect, useRef } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { MSG } from '@empowerment/shared';
import {
  DocumentUploadFormSchema,
  FILE_ENTITY_TYPES,
  FILE_MAX_BYTES,
  FILE_MSG,
  FILE_NOTES_MAX,
  type FileEntityType,
} from '@empowerment/shared/files';
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
  entity_id: 'Corso',
  type_id: 'Tipo di documento',
  file: 'File (PDF, DOC o DOCX, max 15MB)',
  notes: 'Note',
  spend: 'Documento di spesa',
} as const;

const ENTITY_OPTIONS = FILE_ENTITY_TYPES.map((value) => ({ value, label: value }));

/** The records a document of one entity type may name (entity_id), with what the select says when there is none. */
export type DocumentRecordChoices = Partial<
  Record<FileEntityType, { label: string; options: { value: number; label: string }[]; empty: string; loading?: boolean }>
>;

type DocumentUploadFormProps = {
  /** The record and/or beneficiary the document belongs to; without entityType the form asks for it. */
  owner: DocumentOwner;
  /** Where the form asks for the entity type: the records each type may name (a beneficiary's courses, say). */
  records?: DocumentRecordChoices;
  onUploaded?: () => void;
};

/** The record of the chosen entity type, when that type names one; cleared when the type changes. */
function RecordField({ records }: { records: DocumentRecordChoices }) {
  const { setValue } = useFormContext<{ entity_type: FileEntityType | ''; entity_id: number | null }>();
  const entityType = useWatch<{ entity_type: FileEntityType | '' }>({ name: 'entity_type' });
  const previous = useRef(entityType);
  useEffect(() => {
    if (previous.current !== entityType) setValue('entity_id', null);
    previous.current = entityType;
  }, [entityType, setValue]);
  const choices = entityType ? records[entityType] : undefined;
  if (!choices) return null;
  return (
    <SelectField
      name="entity_id"
      label={choices.label}
      data={choices.options}
      placeholder={choices.loading ? 'Caricamento...' : choices.options.length ? 'Seleziona' : choices.empty}
      disabled={!choices.loading && choices.options.length === 0}
      withAsterisk
    />
  );
}

/** Upload of one document (spec 02 §5 "File upload"): everyone may add documents. */
export function DocumentUploadForm({ owner, records, onUploaded }: DocumentUploadFormProps) {
  const upload = useUploadDocument();
  const askRecord = !owner.entityType && records !== undefined;
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
    fields: askRecord
      ? ['entity_type', 'entity_id', 'type_id', 'file', 'notes', 'spend']
      : ['entity_type', 'type_id', 'file', 'notes', 'spend'],
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
            <SelectField
              name="entity_type"
              label={LABELS.entity_type}
              data={ENTITY_OPTIONS}
              placeholder="Seleziona"
              withAsterisk
              searchable={false}
            />
          )}
          {askRecord && <RecordField records={records} />}
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
