import { Stack } from '@mantine/core';
import { MSG } from '@empowerment/shared';
import { EntityForm, FormActions, useEntityForm, closeAfterSave } from '../../../components/form';
import { FormModal } from '../../../components/form-modal';
import { getCurrentEvent, useCreateEvent, useUpdateEvent } from '../api/event-api';
import type { EventKind, EventRow } from '../event-kind';

type EventFormModalProps<Row extends EventRow> = {
  kind: EventKind<Row, never>;
  opened: boolean;
  onClose: () => void;
  /** Edit this one; without it the modal adds. */
  row?: Row | null;
};

/** The add form and the edit dialog of an event, each with its own rules (spec 02 §5). */
export function EventFormModal<Row extends EventRow>({ kind, opened, onClose, row }: EventFormModalProps<Row>) {
  return (
    <FormModal opened={opened} onClose={onClose} title={row ? kind.texts.editTitle : kind.texts.addTitle} size="md">
      {opened && <EventForm key={row?.ID ?? 'new'} kind={kind} row={row ?? undefined} onClose={onClose} />}
    </FormModal>
  );
}

function EventForm<Row extends EventRow>({ kind, row, onClose }: { kind: EventKind<Row, never>; row?: Row; onClose: () => void }) {
  const create = useCreateEvent(kind);
  const update = useUpdateEvent(kind);
  const { form: def, texts } = kind;
  const { Fields } = def;
  const entity = useEntityForm({
    schema: row ? def.updateSchema : def.createSchema,
    initial: row ? def.fromRow(row) : def.empty,
    record: row && { loaded: row, current: () => getCurrentEvent<Row>(kind, row.ID), toForm: def.fromRow },
    fields: Object.keys(def.labels),
    labels: def.labels,
    save: (values, base) => (base ? update.mutateAsync({ loaded: base, values }) : create.mutateAsync(values)),
    texts: { saved: row ? texts.updated : texts.created, unchanged: texts.unchanged, invalid: MSG.completeRequired },
    onSaved: closeAfterSave(onClose),
  });
  return (
    <EntityForm state={entity} aria-label={row ? texts.editTitle : texts.addTitle}>
      <Stack gap="sm">
        <Fields mode={row ? 'edit' : 'add'} />
        <FormActions state={entity} onCancel={onClose} cancelLabel={def.cancelLabel} />
      </Stack>
    </EntityForm>
  );
}
