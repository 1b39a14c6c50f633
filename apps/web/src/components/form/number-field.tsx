import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldBinding, type BoundProps, type FieldBinding } from './field-props';

export type NumberFieldProps = Omit<NumberInputProps, BoundProps>;

/** A number bound to a form: an empty input is null, never '' or NaN. */
export function NumberField<T extends FieldValues>({ control, name, ...props }: FieldBinding<T> & NumberFieldProps) {
  const { field, input } = useFieldBinding({ control, name, label: props.label });
  const value = field.value as number | string | null | undefined;
  return (
    <NumberInput
      {...props}
      {...input}
      value={value ?? ''}
      onChange={(next) => field.onChange(next === '' ? null : typeof next === 'number' ? next : Number(next))}
    />
  );
}
