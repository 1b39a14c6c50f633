import { Select, TextInput } from '@mantine/core';
import { MSG, readTypedDay } from '@empowerment/shared';
import { DayInput } from '../form/day-input';
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
  if (type === 'date') {
    // a day in the one Italian format of the forms; the filter holds YYYY-MM-DD, or her text while it is no day
    const unreadable = value !== '' && readTypedDay(value) !== value;
    return (
      <DayInput
        name={key}
        label={label}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        error={unreadable ? MSG.dayUnreadable : undefined}
      />
    );
  }
  return (
    <TextInput
      name={key}
      type="text"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
