import { Select, TextInput } from '@mantine/core';
import type { FilterDefinition } from './filter-definition';
import { useFilterOptions } from './filter-options';

type FilterFieldProps = {
  definition: FilterDefinition;
  value: string;
  onChange: (value: string) => void;
};

export function FilterField({ definition, value, onChange }: FilterFieldProps) {
  const { key, label, type, example } = definition;
  const options = useFilterOptions(definition);
  const placeholder = example ? `Es. ${example}` : undefined;

  if (type === 'select') {
    return (
      <Select
        name={key}
        label={label}
        placeholder={placeholder ?? 'Tutti'}
        data={options}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        clearable
      />
    );
  }
  // The native date input sends YYYY-MM-DD whatever the browser shows.
  return (
    <TextInput
      name={key}
      type={type === 'date' ? 'date' : 'text'}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
