import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import type { InitListKey } from '@empowerment/shared/reference';
import type { FieldValues } from 'react-hook-form';
import { enumListOptions, useReferenceData } from '../../lib/reference-data';
import { useFieldBinding, type BoundProps, type FieldBinding } from './field-props';

type MultiSelectFieldProps = Omit<MultiSelectProps, BoundProps | 'data' | 'maxValues'> & {
  /** The choices: an enumeration list of GET /api/inits-json, or given here. */
  list?: InitListKey;
  data?: string[];
  /** At most this many choices; at the limit `maxMessage` says why no more can be added. */
  max?: number;
  maxMessage?: string;
};

export function MultiSelectField<T extends FieldValues>({
  control,
  name,
  list,
  data,
  max,
  maxMessage,
  ...props
}: FieldBinding<T> & MultiSelectFieldProps) {
  const { field, input } = useFieldBinding({ control, name, label: props.label });
  const { initLists } = useReferenceData({ enabled: list != null });
  const value = (field.value as string[] | null | undefined) ?? [];
  const atLimit = max != null && value.length >= max;
  return (
    <MultiSelect
      searchable
      nothingFoundMessage="Nessun risultato"
      {...props}
      {...input}
      data={data ?? (list ? enumListOptions(initLists, list) : [])}
      maxValues={max}
      value={value}
      onChange={field.onChange}
      description={atLimit && maxMessage ? maxMessage : props.description}
    />
  );
}
