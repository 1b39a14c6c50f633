import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTextBinding, type BoundProps, type FieldBinding } from './field-props';

/** Password with the show/hide toggle. */
export function PasswordField<T extends FieldValues>({ control, name, ...props }: FieldBinding<T> & Omit<PasswordInputProps, BoundProps>) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi la password' }}
      {...props}
      {...useTextBinding({ control, name, label: props.label })}
    />
  );
}
