import {
  OPERATOR_SELF_EDITABLE,
  type Operator,
  type OperatorForm,
  type OperatorFormSchema,
  operatorEntity,
} from '@empowerment/shared/operators';
import type { z } from 'zod';

export type OperatorFormValues = OperatorForm;
export type OperatorFormOutput = z.output<typeof OperatorFormSchema>;
type OperatorField = keyof OperatorFormOutput & keyof Operator;

/** What an administrator writes; others change only OPERATOR_SELF_EDITABLE. */
const ADMIN_FIELDS = ['email', 'name', 'surname', 'phone', 'municipio_id', 'col_id', 'super_operator', 'notes'] as const;
const ADD_FIELDS_FOR_OPERATOR = ['email', 'name', 'surname', 'phone', 'municipio_id', 'col_id'] as const;

/** The form's labels, also named by the hint that says which fields keep 'Salva' disabled. */
export const OPERATOR_FIELD_LABELS = operatorEntity.fields;

export function writableFields(mode: 'add' | 'edit', asAdmin: boolean): readonly OperatorField[] {
  if (asAdmin) return ADMIN_FIELDS;
  return mode === 'add' ? ADD_FIELDS_FOR_OPERATOR : OPERATOR_SELF_EDITABLE;
}

export function toFormValues(operator?: Operator): OperatorFormValues {
  return {
    ID: operator?.ID,
    email: operator?.email ?? '',
    email_confirm: '',
    name: operator?.name ?? '',
    surname: operator?.surname ?? '',
    phone: operator?.phone ?? '',
    municipio_id: operator?.municipio_id ?? null,
    col_id: operator?.col_id ?? null,
    super_operator: operator?.super_operator ?? false,
    notes: operator?.notes ?? '',
  };
}

export function pickFields<K extends OperatorField>(values: OperatorFormOutput, fields: readonly K[]) {
  return Object.fromEntries(fields.map((field) => [field, values[field]])) as Pick<OperatorFormOutput, K>;
}
