import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldBinding, type BoundProps, type FieldBinding } from './field-props';

export type SelectFieldProps<V extends string | number> = Omit<SelectProps<V>, BoundProps | 'data'> & { data: ComboboxItem<V>[] };

/** A select bound to a form: the value is the chosen item's value, null when none. */
export function SelectField<T extends FieldValues, V extends string | number = number>({
  control,
  name,
  ...props
}: FieldBinding<T> & SelectFieldProps<V>) {
  const { field, input } = useFieldBinding({ control, name, label: props.label });
  return (
    <Select<V>
      searchable
      nothingFoundMessage="Nessun risultato"
      {...props}
      {...input}
      // a value the list does not hold (yet) shows as empty rather than as a bare id; '' (an empty
      // stored text) is no choice, so no clear button
      value={field.value === '' ? null : ((field.value as V | null | undefined) ?? null)}
      onChange={(value) => field.onChange(value)}
    />
  );
}
