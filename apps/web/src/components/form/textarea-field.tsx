import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTextBinding, type BoundProps, type FieldBinding } from './field-props';

type TextareaFieldProps = Omit<TextareaProps, BoundProps> & {
  /** Shows the counter n/max under the field. */
  counterMax?: number;
};

export function TextareaField<T extends FieldValues>({ control, name, counterMax, ...props }: FieldBinding<T> & TextareaFieldProps) {
  const binding = useTextBinding({ control, name, label: props.label });
  return (
    <Textarea
      {...props}
      {...binding}
      description={counterMax ? `${String(binding.value).length}/${counterMax}` : props.description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
