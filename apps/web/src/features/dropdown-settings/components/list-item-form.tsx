import { Stack } from '@mantine/core';
import { MSG } from '@empowerment/shared';
import {
  LIST_ITEM_MSG,
  LIST_ITEM_NOTES_MAX,
  LIST_SETTINGS_TITLES,
  listItemInputSchema,
  type ListItemInput,
  type TableListKey,
} from '@empowerment/shared/reference';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { EntityForm, FormActions, NumberField, TextareaField, TextField, useEntityForm } from '../../../components/form';
import { FormModal } from '../../../components/form-modal';
import { useAddListItem } from '../api/list-items';

/** What the label of each list is called in its form. */
const LABEL_NAMES: Record<TableListKey, string> = {
  countries: 'Nome',
  municipi: 'Municipio',
  sectors: 'Settore',
  types_costs: 'Tipo',
  types_courses: 'Tipo',
  types_interviews: 'Tipo',
  types_social_situations: 'Tipo',
  types_files: 'Tipo',
  types_col: 'Tipo',
};

type ListItemFormModalProps = { list: TableListKey | null; onClose: () => void };

/** The simple-list add modal (spec 02 §2, §5). */
export function ListItemFormModal({ list, onClose }: ListItemFormModalProps) {
  return (
    <FormModal opened={list !== null} onClose={onClose} title={list ? `Aggiungi a ${LIST_SETTINGS_TITLES[list]}` : ''} size="md">
      {list && <ListItemForm key={list} list={list} onClose={onClose} />}
    </FormModal>
  );
}

function ListItemForm({ list, onClose }: { list: TableListKey; onClose: () => void }) {
  const add = useAddListItem(list);
  const municipio = list === 'municipi';
  const labels: Record<string, string> = {
    label: LABEL_NAMES[list],
    ...(municipio ? { id_public: 'ID Pubblico Municipio' } : {}),
    notes: 'Note',
  };
  const entity = useEntityForm({
    // one form for the nine lists: the municipi's schema adds id_public
    schema: listItemInputSchema(list) as z.ZodType<ListItemInput, FieldValues>,
    initial: municipio ? { label: '', id_public: null, notes: '' } : { label: '', notes: '' },
    fields: Object.keys(labels) as (keyof ListItemInput)[],
    labels,
    save: (values) => add.mutateAsync(values),
    texts: { saved: LIST_ITEM_MSG.added, unchanged: MSG.noChangesDetected, invalid: MSG.completeRequired },
    onSaved: onClose,
  });
  return (
    <EntityForm state={entity} aria-label={`Aggiungi a ${LIST_SETTINGS_TITLES[list]}`}>
      <Stack gap="sm">
        <TextField name="label" label={labels.label} withAsterisk data-autofocus />
        {municipio && (
          <NumberField
            name="id_public"
            label={labels.id_public}
            withAsterisk
            min={0}
            max={20}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
          />
        )}
        <TextareaField name="notes" label="Note" autosize minRows={2} maxRows={6} counterMax={LIST_ITEM_NOTES_MAX} />
        <FormActions state={entity} onCancel={onClose} />
      </Stack>
    </EntityForm>
  );
}
