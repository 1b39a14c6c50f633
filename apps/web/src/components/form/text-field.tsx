import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTextBinding, type BoundProps, type FieldBinding } from './field-props';

export function TextField<T extends FieldValues>({ control, name, ...props }: FieldBinding<T> & Omit<TextInputProps, BoundProps>) {
  return <TextInput {...props} {...useTextBinding({ control, name, label: props.label })} />;
}
