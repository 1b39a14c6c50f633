import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundProps, FieldBinding } from './field-props';

/** Password with the show/hide toggle. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: FieldBinding<T> & Omit<PasswordInputProps, BoundProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi la password' }}
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
