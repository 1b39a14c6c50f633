import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundProps, FieldBinding } from './field-props';

export function CheckboxField<T extends FieldValues>({ control, name, ...props }: FieldBinding<T> & Omit<CheckboxProps, BoundProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
