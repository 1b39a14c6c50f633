import { useState, type ComponentType } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { STATUS_MESSAGES } from '@empowerment/shared';
import { BENEFICIARY_MSG, type SectionTexts } from '@empowerment/shared/beneficiaries';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { EntityForm, FormActions, useEntityForm } from '../../../../components/form';
import { LoadError } from '../../../../components/load-error';
import { hasDraft } from '../../../../lib/unsaved-changes';
import { ApiError } from '../../../../lib/api-client';
import { refreshAfterSave } from '../../../../lib/query-client';
import { errorMessage } from '../../../../lib/error-handler';
import { sectionQueryOptions, useSection } from '../api/section-api';

type AnySchema = z.ZodType<FieldValues, FieldValues>;

/**
 * What a tab declares to the section panel: its texts and form schema (the shared ones), how the
 * loaded record becomes the form and how a save is sent, and its read view and fields.
 */
export type SectionPanelDeclaration<Rec, S extends AnySchema = AnySchema> = {
  /** The section's path segment (and its cache key). */
  key: string;
  title: string;
  texts: SectionTexts;
  schema: S;
  /** The form's starting values: the record, or the empty section's defaults. */
  toForm: (record: Rec | null, beneficiaryId: number) => z.input<S>;
  /** The calls of a save: POST while there is no record, PUT over the version `record` after. */
  save: (values: z.output<S>, record: Rec | null, beneficiaryId: number) => Promise<unknown>;
  /** Labels of the fields, for the hint of what keeps the save disabled. */
  labels?: Partial<Record<Path<z.input<S>>, string>>;
  /** Other reads a save makes stale (the header's badge reads the project's active flag). */
  alsoInvalidates?: QueryKey;
  View: ComponentType<{ record: Rec }>;
  Fields: ComponentType<{ record: Rec | null }>;
};

export const SECTION_LOADING = 'Caricamento dati in corso...';
export const SECTION_EMPTY_HINT = 'Nessun dato inserito in questa sezione. Clicca su «Crea» per compilarla.';

/** The name a section's form keeps its draft under on her record's page. */
const sectionDraft = (key: string) => `section:${key}`;

type PanelProps<Rec, S extends AnySchema> = { declaration: SectionPanelDeclaration<Rec, S>; beneficiaryId: number };

/**
 * The section pattern of spec 02 §2 and §4 for every tab: load on open (404 = empty), a spinner
 * with 'Caricamento dati in corso...', the read view with Crea / Modifica, the form, save by POST or
 * PUT, 'Nessuna modifica ...' when nothing changed, reload and back to the read view.
 */
export function SectionPanel<Rec, S extends AnySchema>({ declaration, beneficiaryId }: PanelProps<Rec, S>) {
  const { key, title, View } = declaration;
  const query = useSection<Rec>(beneficiaryId, key);
  // a draft kept when her session ended opens the form again, with what she had typed
  const [editing, setEditing] = useState(() => hasDraft(sectionDraft(key)));
  const record = query.data ?? null;

  let body;
  if (query.isPending) {
    body = (
      <Group gap="sm" py="lg" justify="center" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{SECTION_LOADING}</Text>
      </Group>
    );
  } else if (query.isError) {
    body = <LoadError title="Impossibile caricare la sezione" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else if (editing) {
    body = <SectionForm declaration={declaration} beneficiaryId={beneficiaryId} record={record} onClose={() => setEditing(false)} />;
  } else if (record) {
    body = <View record={record} />;
  } else {
    body = (
      <Text c="dimmed" py="md">
        {SECTION_EMPTY_HINT}
      </Text>
    );
  }

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="center">
          <Title order={2} size="h4">
            {title}
          </Title>
          {!query.isPending && !query.isError && !editing && (
            <Button
              variant={record ? 'light' : 'filled'}
              leftSection={record ? <IconEdit size={16} /> : <IconPlus size={16} />}
              onClick={() => setEditing(true)}
            >
              {record ? 'Modifica' : 'Crea'}
            </Button>
          )}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}

type FormProps<Rec, S extends AnySchema> = PanelProps<Rec, S> & { record: Rec | null; onClose: () => void };

function SectionForm<Rec, S extends AnySchema>({ declaration, beneficiaryId, record, onClose }: FormProps<Rec, S>) {
  const { key, texts, schema, toForm, save, labels, alsoInvalidates, Fields } = declaration;
  const queryClient = useQueryClient();
  const section = sectionQueryOptions<Rec>(beneficiaryId, key);
  const entity = useEntityForm({
    schema,
    initial: toForm(record, beneficiaryId),
    record:
      record == null
        ? null
        : {
            loaded: record,
            // read through the cache, so the read view behind the form shows it too
            current: async () =>
              (await queryClient.fetchQuery({ ...section, staleTime: 0 })) ?? Promise.reject(new ApiError(404, STATUS_MESSAGES[404])),
            toForm: (version: Rec) => toForm(version, beneficiaryId),
          },
    labels,
    draftName: sectionDraft(key),
    save: async (values, base) => {
      await save(values, base, beneficiaryId);
      // a section's save is no mutation: what every save refreshes too (a renewed permit's deadline)
      void refreshAfterSave(queryClient);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: section.queryKey }),
        alsoInvalidates && queryClient.invalidateQueries({ queryKey: alsoInvalidates }),
      ]);
    },
    texts: {
      saved: record == null && texts.created ? texts.created : texts.saved,
      unchanged: texts.unchanged,
      invalid: (errors) => (errors.beneficiary_id ? BENEFICIARY_MSG.idInvalid : texts.invalid),
    },
    onSaved: onClose,
  });
  return (
    <EntityForm state={entity} aria-label={title(declaration.title, record)}>
      <Stack gap="sm">
        <Fields record={entity.base} />
        <FormActions state={entity} onCancel={onClose} />
      </Stack>
    </EntityForm>
  );
}

const title = (section: string, record: unknown) => `${record ? 'Modifica' : 'Crea'}: ${section}`;
