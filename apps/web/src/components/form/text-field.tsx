import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundProps, FieldBinding } from './field-props';

export function TextField<T extends FieldValues>({ control, name, ...props }: FieldBinding<T> & Omit<TextInputProps, BoundProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
