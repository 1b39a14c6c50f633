import { Textarea, type TextareaProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundProps, FieldBinding } from './field-props';

type TextareaFieldProps = Omit<TextareaProps, BoundProps> & {
  /** Shows the counter n/max under the field. */
  counterMax?: number;
};

export function TextareaField<T extends FieldValues>({ control, name, counterMax, ...props }: FieldBinding<T> & TextareaFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const length = String(field.value ?? '').length;
  return (
    <Textarea
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      description={counterMax ? `${length}/${counterMax}` : props.description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
