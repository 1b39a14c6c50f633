import { Switch, type SwitchProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldBinding, type BoundProps, type FieldBinding } from './field-props';

export function SwitchField<T extends FieldValues>({ control, name, ...props }: FieldBinding<T> & Omit<SwitchProps, BoundProps>) {
  const { field, input } = useFieldBinding({ control, name, label: props.label });
  return <Switch {...props} {...input} checked={field.value === true} onChange={(event) => field.onChange(event.currentTarget.checked)} />;
}
