import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { MODAL_AUTO_CLOSE_MS, MSG, OPERATOR_NOTES_MAX, OperatorFormSchema, type Operator } from '@empowerment/shared';
import { CheckboxField, SelectField, TextareaField, TextField, useSchemaValid } from '../../../components/form';
import { notify } from '../../../components/toast';
import { errorMessage, useErrorHandler } from '../../../lib/error-handler';
import { changedKeys } from '../../../lib/form-diff';
import { tableListOptions, useReferenceData } from '../../../lib/reference-data';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useCreateOperator } from '../api/create-operator';
import { useOperator } from '../api/get-operator';
import { useUpdateOperator } from '../api/update-operator';
import { pickFields, toFormValues, writableFields, type OperatorFormOutput, type OperatorFormValues } from './operator-form-values';

export type OperatorFormProps = {
  /** Edit mode when set, add mode otherwise. */
  operatorId?: number;
  /** The signed-in user is an administrator: email, 'Super Operatore' and notes open to her. */
  asAdmin: boolean;
  /** After an add: the list refreshes. */
  onSaved?: () => void;
  /** Cancel, and the end of a save. */
  onClose?: () => void;
};

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

function OperatorFormBody({ initial, asAdmin, onSaved, onClose }: BodyProps) {
  const mode = initial ? 'edit' : 'add';
  const [defaults] = useState(() => toFormValues(initial));
  const form = useForm<OperatorFormValues, unknown, OperatorFormOutput>({
    resolver: zodResolver(OperatorFormSchema),
    defaultValues: defaults,
    // Spec 01 §5: a field validates after blur or change.
    mode: 'all',
  });
  const { control } = form;
  const valid = useSchemaValid(control, OperatorFormSchema);
  const { tableLists } = useReferenceData();
  const createOperator = useCreateOperator();
  const updateOperator = useUpdateOperator();
  const handleError = useErrorHandler();
  const [closing, setClosing] = useState(false);

  const fields = writableFields(mode, asAdmin);
  const saving = createOperator.isPending || updateOperator.isPending || closing;

  const showFailure = (error: unknown) => {
    // only the fields on screen can show a message; anything else becomes a toast
    if (!applyServerFieldErrors(error, form.setError, [...fields, 'email_confirm'])) handleError(error);
  };

  const onValid = async (values: OperatorFormOutput) => {
    if (initial) {
      if (changedKeys(defaults, form.getValues(), fields).length === 0) {
        notify('info', MSG.noChangesToSave);
        onClose?.();
        return;
      }
      try {
        await updateOperator.mutateAsync({ ...pickFields(values, fields), ID: initial.ID });
      } catch (error) {
        return showFailure(error);
      }
      notify('success', MSG.operatorUpdated);
      setClosing(true);
      setTimeout(() => onClose?.(), MODAL_AUTO_CLOSE_MS);
      return;
    }
    try {
      await createOperator.mutateAsync(pickFields(values, fields));
    } catch (error) {
      return showFailure(error);
    }
    notify('success', MSG.operatorAdded);
    form.reset(toFormValues());
    onSaved?.();
    onClose?.();
  };

  const onInvalid = (errors: FieldErrors<OperatorFormValues>) =>
    notify('warning', errors.email_confirm ? MSG.emailMismatchSubmit : MSG.completeRequired);

  const emailLocked = mode === 'edit' && !asAdmin;

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
      <Stack gap="md">
        {mode === 'add' && (
          <Title order={2} size="h3">
            Aggiungi Nuovo Operatore
          </Title>
        )}
        {emailLocked ? (
          // shown, not part of the form: a non-administrator cannot change her email
          <TextInput label="Email (non modificabile)" value={form.getValues('email') ?? ''} disabled readOnly />
        ) : (
          <TextField control={control} name="email" type="email" label="Email" withAsterisk autoComplete="off" />
        )}
        {mode === 'add' && (
          <TextField control={control} name="email_confirm" type="email" label="Conferma email" withAsterisk autoComplete="off" />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextField control={control} name="name" label="Nome" autoComplete="given-name" />
          <TextField control={control} name="surname" label="Cognome" autoComplete="family-name" />
        </SimpleGrid>
        <TextField control={control} name="phone" type="tel" label="Telefono" placeholder="+39 333 123 4567" autoComplete="tel" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <SelectField
            control={control}
            name="municipio_id"
            label="Municipio"
            placeholder="Seleziona il municipio"
            data={tableListOptions(tableLists, 'municipi')}
            withAsterisk
          />
          <SelectField
            control={control}
            name="col_id"
            label="C.O.L."
            placeholder="Seleziona il C.O.L."
            data={tableListOptions(tableLists, 'types_col')}
            withAsterisk
          />
        </SimpleGrid>
        {asAdmin && (
          <>
            <CheckboxField
              control={control}
              name="super_operator"
              label="Super Operatore"
              description="Un super operatore ha accesso a funzionalità amministrative avanzate"
            />
            <TextareaField control={control} name="notes" label="Note" autosize minRows={3} counterMax={OPERATOR_NOTES_MAX} />
          </>
        )}
        <Group justify="flex-end" mt="sm">
          {onClose && (
            <Button variant="default" onClick={onClose} disabled={saving}>
              Annulla
            </Button>
          )}
          <Button type="submit" disabled={saving || !valid} leftSection={saving ? <Loader size="xs" /> : undefined}>
            {saving ? 'Salvataggio...' : 'Salva'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
