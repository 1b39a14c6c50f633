import { useEffect, useRef } from 'react';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { MSG } from '@empowerment/shared';
import {
  COST_CONFIRMED_LABELS,
  COST_ENTITY_TYPES,
  COST_MSG,
  COST_NOTES_MAX,
  CostInputSchema,
  costEntity,
  type Cost,
  type CostFormValues,
} from '@empowerment/shared/costs';
import {
  DateField,
  EntityForm,
  FormActions,
  MoneyField,
  ReferenceSelectField,
  SelectField,
  SwitchField,
  TextareaField,
  useEntityForm,
  closeAfterSave,
} from '../../../components/form';
import { errorMessage } from '../../../lib/error-handler';
import { costInput, getCurrentCost, useAddCost, useBeneficiaryDocuments, useCostEntityChoices, useUpdateCost } from '../api/costs';

const LABELS = costEntity.fields;
const FIELDS = [
  'date',
  'type',
  'entity_type',
  'entity_id',
  'amount_committed',
  'amount_expected',
  'amount_paid',
  'file_id',
  'confirmed',
  'notes',
] as const;
const ENTITY_TYPE_OPTIONS = COST_ENTITY_TYPES.map((value) => ({ value, label: value }));

const toForm = (cost: Cost): CostFormValues => costInput(cost);

const empty = (beneficiaryId: number): CostFormValues => ({
  date: '',
  type: null,
  entity_type: 'Beneficiario',
  entity_id: null,
  amount_committed: null,
  amount_expected: 0,
  amount_paid: 0,
  file_id: null,
  confirmed: false,
  notes: '',
  beneficiary_id: beneficiaryId,
});

/** 'Aggiungi Costo' / 'Modifica Costo': the title of the cost's modal and the name of its form (spec 02 §2 tab 12). */
export const costFormTitle = (cost?: Cost) => (cost ? COST_MSG.edit : COST_MSG.add);

/** Add a cost to her record, or edit one (spec 02 §5 "Cost"). */
export function CostForm({ beneficiaryId, cost, onClose }: { beneficiaryId: number; cost?: Cost; onClose: () => void }) {
  const add = useAddCost();
  const update = useUpdateCost();
  const documents = useBeneficiaryDocuments(beneficiaryId);
  const documentOptions = (documents.data ?? []).map((file) => ({ value: file.ID, label: `${file.name} (${file.type})` }));

  const entity = useEntityForm({
    schema: CostInputSchema,
    initial: cost ? toForm(cost) : empty(beneficiaryId),
    record: cost && { loaded: cost, current: () => getCurrentCost(cost), toForm },
    fields: FIELDS,
    labels: LABELS,
    save: (values, base) => (base ? update.mutateAsync({ loaded: base, values }) : add.mutateAsync({ beneficiaryId, values })),
    texts: { saved: COST_MSG.saved, unchanged: MSG.noChangesDetected, invalid: MSG.fillRequired },
    onSaved: closeAfterSave(onClose),
  });

  return (
    <EntityForm state={entity} aria-label={costFormTitle(cost)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField<CostFormValues> name="date" label={LABELS.date} withAsterisk />
          <ReferenceSelectField<CostFormValues>
            name="type"
            list="types_costs"
            label={LABELS.type}
            placeholder="Seleziona il tipo"
            withAsterisk
          />
          <SelectField<CostFormValues, string>
            name="entity_type"
            label={LABELS.entity_type}
            data={ENTITY_TYPE_OPTIONS}
            allowDeselect={false}
            withAsterisk
          />
          <PathEntityField beneficiaryId={beneficiaryId} />
          <SelectField<CostFormValues, number>
            name="file_id"
            label={LABELS.file_id}
            data={documentOptions}
            placeholder={
              documents.isPending ? 'Caricamento documenti...' : documentOptions.length ? 'Nessun documento' : 'Nessun documento caricato'
            }
            clearable
          />
          <MoneyField<CostFormValues> name="amount_committed" label={LABELS.amount_committed} withAsterisk />
          <MoneyField<CostFormValues> name="amount_expected" label={LABELS.amount_expected} withAsterisk />
          <MoneyField<CostFormValues> name="amount_paid" label={LABELS.amount_paid} withAsterisk />
        </SimpleGrid>
        {documents.isError && <Alert color="red">{errorMessage(documents.error)}</Alert>}
        <SwitchField<CostFormValues> name="confirmed" label={COST_CONFIRMED_LABELS.true} />
        <TextareaField<CostFormValues> name="notes" label={LABELS.notes} autosize minRows={2} maxRows={6} counterMax={COST_NOTES_MAX} />
        <FormActions state={entity} onCancel={onClose} />
      </Stack>
    </EntityForm>
  );
}

/**
 * 'Elemento del percorso': which of her courses, internships, interviews, career days or group
 * activities the cost is for, among those of the kind chosen in 'Associato a' (none for 'Beneficiario').
 * Another kind clears the choice.
 */
function PathEntityField({ beneficiaryId }: { beneficiaryId: number }) {
  const { setValue } = useFormContext<CostFormValues>();
  const entityType = useWatch<CostFormValues, 'entity_type'>({ name: 'entity_type' });
  const choices = useCostEntityChoices(beneficiaryId);
  const shownType = useRef(entityType);
  useEffect(() => {
    if (shownType.current === entityType) return;
    shownType.current = entityType;
    setValue('entity_id', null, { shouldDirty: true, shouldValidate: true });
  }, [entityType, setValue]);
  if (!entityType || entityType === 'Beneficiario') return null;
  const options = (choices.data ?? []).filter((c) => c.entity_type === entityType).map((c) => ({ value: c.entity_id, label: c.label }));
  return (
    <SelectField<CostFormValues, number>
      name="entity_id"
      label={LABELS.entity_id}
      data={options}
      placeholder={choices.isPending ? 'Caricamento...' : options.length ? 'Seleziona' : 'Nessun elemento di questo tipo'}
      description={choices.isError ? errorMessage(choices.error) : undefined}
      clearable
    />
  );
}
