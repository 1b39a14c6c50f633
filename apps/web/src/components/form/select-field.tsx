import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundProps, FieldBinding } from './field-props';

type SelectFieldProps = Omit<SelectProps<number>, BoundProps | 'data'> & { data: ComboboxItem<number>[] };

/** A select over a reference list: the value is the item's numeric ID, null when none. */
export function SelectField<T extends FieldValues>({ control, name, ...props }: FieldBinding<T> & SelectFieldProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select<number>
      searchable
      nothingFoundMessage="Nessun risultato"
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
