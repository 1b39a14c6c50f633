import { Group, Input, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { enumListOptions, useReferenceData } from '../../lib/reference-data';
import { useFieldBinding, useTextBinding, type FieldBinding } from './field-props';

type PhoneFieldProps<T extends FieldValues> = FieldBinding<T> & {
  /** The field holding the prefix (e.g. phone_prefix); its choices are the 'prefix' list. */
  prefixName: Path<T>;
  label: ReactNode;
  withAsterisk?: boolean;
  placeholder?: string;
  disabled?: boolean;
};

/** A phone number with its international prefix, two fields of the form side by side. */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  prefixName,
  label,
  withAsterisk,
  placeholder,
  disabled,
}: PhoneFieldProps<T>) {
  const labelText = typeof label === 'string' ? label : 'Telefono';
  const number = useTextBinding({ control, name, label: labelText });
  const prefix = useFieldBinding({ control, name: prefixName, label: `Prefisso ${labelText}` });
  const { initLists } = useReferenceData();
  return (
    <Input.Wrapper
      label={label}
      withAsterisk={withAsterisk}
      error={number.error ?? prefix.input.error}
      labelProps={{ htmlFor: `${name}-number` }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          {...prefix.input}
          error={prefix.input.error ? true : undefined}
          aria-label={`Prefisso ${labelText}`}
          data={enumListOptions(initLists, 'prefix')}
          value={(prefix.field.value as string | null | undefined) ?? null}
          onChange={(value) => prefix.field.onChange(value)}
          searchable
          nothingFoundMessage="Nessun risultato"
          disabled={disabled}
          w={110}
        />
        <TextInput
          {...number}
          error={number.error ? true : undefined}
          id={`${name}-number`}
          type="tel"
          autoComplete="tel-national"
          placeholder={placeholder}
          disabled={disabled}
          style={{ flex: 1 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
