import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldBinding, type BoundProps, type FieldBinding } from './field-props';

export function CheckboxField<T extends FieldValues>({ control, name, ...props }: FieldBinding<T> & Omit<CheckboxProps, BoundProps>) {
  const { field, input } = useFieldBinding({ control, name, label: props.label });
  return (
    <Checkbox {...props} {...input} checked={field.value === true} onChange={(event) => field.onChange(event.currentTarget.checked)} />
  );
}
