import { SimpleGrid, Stack } from '@mantine/core';
import { MSG } from '@empowerment/shared';
import {
  COMPANY_MSG,
  POSITION_MSG,
  PositionInputSchema,
  type Position,
  type PositionFormValues,
  positionEntity,
} from '@empowerment/shared/companies';
import {
  DateField,
  EntityForm,
  FormActions,
  ReferenceSelectField,
  TextareaField,
  TextField,
  useEntityForm,
} from '../../../components/form';
import { FormModal } from '../../../components/form-modal';
import { getCurrentPosition, useCreatePosition, useUpdatePosition } from '../api/positions';

const LABELS = positionEntity.fields;
const FIELDS = Object.keys(LABELS) as (keyof typeof LABELS)[];

const toFormValues = (position?: Position): PositionFormValues => ({
  job_positions: position?.job_positions ?? '',
  start_date: position?.start_date ?? null,
  place: position?.place ?? '',
  municipio_id: position?.municipio_id ?? null,
  orari_turni: position?.orari_turni ?? '',
  requisiti: position?.requisiti ?? '',
});

type PositionFormProps = { companyId: number; position?: Position; onClose: () => void };

function PositionForm({ companyId, position, onClose }: PositionFormProps) {
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const entity = useEntityForm({
    schema: PositionInputSchema,
    initial: toFormValues(position),
    record: position && { loaded: position, current: () => getCurrentPosition(companyId, position.ID), toForm: toFormValues },
    fields: FIELDS,
    labels: { job_positions: LABELS.job_positions },
    save: (values, base) => {
      const { ID: _id, company_id: _company, ...fields } = values;
      return base ? update.mutateAsync({ loaded: base, values: fields }) : create.mutateAsync({ ...fields, companyId });
    },
    texts: {
      saved: position ? POSITION_MSG.updated : POSITION_MSG.added,
      unchanged: MSG.noChangesDetected,
      invalid: (errors) => (errors.job_positions?.type === 'too_small' ? COMPANY_MSG.fillRequired : COMPANY_MSG.fixErrors),
    },
    onSaved: onClose,
  });
  return (
    <EntityForm state={entity}>
      <Stack gap="sm">
        <TextField name="job_positions" label={LABELS.job_positions} withAsterisk maxLength={255} placeholder="Aiuto cuoco" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <DateField name="start_date" label={LABELS.start_date} />
          <ReferenceSelectField
            name="municipio_id"
            list="municipi"
            label={LABELS.municipio_id}
            placeholder="Seleziona il municipio"
            clearable
          />
        </SimpleGrid>
        <TextField name="place" label={LABELS.place} maxLength={255} placeholder="Via Roma 1, Roma" />
        <TextField name="orari_turni" label={LABELS.orari_turni} maxLength={255} placeholder="Lun-Ven 9-15" />
        <TextareaField name="requisiti" label={LABELS.requisiti} autosize minRows={2} maxRows={6} counterMax={500} />
        <FormActions state={entity} onCancel={onClose} sticky />
      </Stack>
    </EntityForm>
  );
}

type PositionFormModalProps = { opened: boolean; onClose: () => void; companyId: number; companyName: string; position?: Position };

/** Add or edit a position of a company (administrators). */
export function PositionFormModal({ opened, onClose, companyId, companyName, position }: PositionFormModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={`${position ? 'Modifica posizione' : 'Aggiungi posizione'} — ${companyName}`}>
      {opened && <PositionForm companyId={companyId} position={position} onClose={onClose} />}
    </FormModal>
  );
}
