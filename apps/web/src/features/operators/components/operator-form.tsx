import { useRef } from 'react';
import { Alert, Center, Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MODAL_AUTO_CLOSE_MS, MSG, OPERATOR_NOTES_MAX } from '@empowerment/shared';
import { OperatorFormSchema, type Operator } from '@empowerment/shared/operators';
import {
  CheckboxField,
  EntityForm,
  FormActions,
  ReferenceSelectField,
  TextareaField,
  TextField,
  useEntityForm,
} from '../../../components/form';
import { errorMessage } from '../../../lib/error-handler';
import { useCreateOperator, type CreatedOperator } from '../api/create-operator';
import { getOperator, useOperator } from '../api/get-operator';
import { useUpdateOperator } from '../api/update-operator';
import { OPERATOR_FIELD_LABELS as LABELS, pickFields, toFormValues, writableFields } from './operator-form-values';

export type OperatorFormProps = {
  /** Edit mode when set, add mode otherwise. */
  operatorId?: number;
  /** The signed-in user is an administrator: email, 'Super Operatore' and notes open to her. */
  asAdmin: boolean;
  /** The record is the signed-in user's own: she cannot take her own administrator rights away. */
  isOwnRecord?: boolean;
  /** After an add: the list refreshes. */
  onSaved?: () => void;
  /** Add mode: the operator just created (with her invitation link when no mail is sent). */
  onCreated?: (created: CreatedOperator) => void;
  /** Cancel, and the end of a save. */
  onClose?: () => void;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function OperatorForm({ operatorId, ...props }: OperatorFormProps) {
  if (operatorId == null) return <OperatorFormBody {...props} />;
  return <EditOperatorForm operatorId={operatorId} {...props} />;
}

function EditOperatorForm({ operatorId, ...props }: OperatorFormProps & { operatorId: number }) {
  const operator = useOperator(operatorId);
  if (operator.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento operatore" />
      </Center>
    );
  }
  if (operator.isError) return <Alert color="red">{errorMessage(operator.error)}</Alert>;
  return <OperatorFormBody initial={operator.data} {...props} />;
}

type BodyProps = Omit<OperatorFormProps, 'operatorId'> & { initial?: Operator };

function OperatorFormBody({ initial, asAdmin, isOwnRecord = false, onSaved, onCreated, onClose }: BodyProps) {
  const mode = initial ? 'edit' : 'add';
  const writable = writableFields(mode, asAdmin);
  const createOperator = useCreateOperator();
  // the operator just created, handed on once the form has closed
  const createdRef = useRef<CreatedOperator | null>(null);
  const updateOperator = useUpdateOperator();

  const entity = useEntityForm({
    schema: OperatorFormSchema,
    initial: toFormValues(initial),
    record: initial && { loaded: initial, current: () => getOperator(initial.ID), toForm: toFormValues },
    fields: mode === 'add' ? [...writable, 'email_confirm'] : writable,
    labels: LABELS,
    save: (values, base) =>
      base
        ? updateOperator.mutateAsync({ loaded: base, values: { ...pickFields(values, writable), ID: base.ID } })
        : createOperator.mutateAsync(pickFields(values, writable)).then((created) => (createdRef.current = created)),
    texts: {
      saved: initial ? MSG.operatorUpdated : MSG.operatorAdded,
      unchanged: MSG.noChangesToSave,
      invalid: (errors) => (errors.email_confirm ? MSG.emailMismatchSubmit : MSG.completeRequired),
    },
    onSaved: async ({ changed }) => {
      if (!initial) {
        entity.form.reset(toFormValues());
        onSaved?.();
      } else if (changed) {
        // spec 01 §9: the modal closes a moment after the success shows
        await wait(MODAL_AUTO_CLOSE_MS);
      }
      onClose?.();
      if (createdRef.current) onCreated?.(createdRef.current);
      createdRef.current = null;
    },
  });

  const emailLocked = mode === 'edit' && !asAdmin;

  return (
    <EntityForm state={entity}>
      <Stack gap="sm">
        {emailLocked ? (
          // shown, not part of the form: a non-administrator cannot change her email
          <TextInput label="Email (non modificabile)" value={initial?.email ?? ''} disabled readOnly />
        ) : (
          <TextField name="email" type="email" label={LABELS.email} withAsterisk autoComplete="off" />
        )}
        {mode === 'add' && <TextField name="email_confirm" type="email" label={LABELS.email_confirm} withAsterisk autoComplete="off" />}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextField name="name" label={LABELS.name} autoComplete="given-name" />
          <TextField name="surname" label={LABELS.surname} autoComplete="family-name" />
        </SimpleGrid>
        <TextField name="phone" type="tel" label={LABELS.phone} placeholder="+39 333 123 4567" autoComplete="tel" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <ReferenceSelectField
            name="municipio_id"
            list="municipi"
            label={LABELS.municipio_id}
            placeholder="Seleziona il municipio"
            withAsterisk
          />
          <ReferenceSelectField name="col_id" list="types_col" label={LABELS.col_id} placeholder="Seleziona il C.O.L." withAsterisk />
        </SimpleGrid>
        {asAdmin && (
          <>
            <CheckboxField
              name="super_operator"
              label={LABELS.super_operator}
              disabled={isOwnRecord}
              description={
                isOwnRecord
                  ? `Un super operatore ha accesso a funzionalità amministrative avanzate. ${MSG.cannotDemoteSelf}`
                  : 'Un super operatore ha accesso a funzionalità amministrative avanzate'
              }
            />
            <TextareaField name="notes" label={LABELS.notes} autosize minRows={2} maxRows={6} counterMax={OPERATOR_NOTES_MAX} />
          </>
        )}
        <FormActions state={entity} onCancel={onClose} sticky />
      </Stack>
    </EntityForm>
  );
}
