import { DateInput, type DateInputProps } from '@mantine/dates';
import type { FieldValues } from 'react-hook-form';
import { useFieldBinding, type BoundProps, type FieldBinding } from './field-props';
import { DATE_FORMAT, fromPickerDay, parseTypedDay, toPickerDay, type DateValueKind } from './date-value';

type DateFieldProps = Omit<DateInputProps, BoundProps> & {
  /** What the form gets: 'date' (YYYY-MM-DD, the default) or 'datetime' (ISO date-time at midnight UTC). */
  valueAs?: DateValueKind;
};

/** A day, shown and typed as DD/MM/YYYY; the zero date shows as empty; cleared is null. */
export function DateField<T extends FieldValues>({ control, name, valueAs = 'date', ...props }: FieldBinding<T> & DateFieldProps) {
  const { field, input } = useFieldBinding({ control, name, label: props.label });
  return (
    <DateInput
      valueFormat={DATE_FORMAT}
      dateParser={parseTypedDay}
      placeholder="gg/mm/aaaa"
      clearable
      clearButtonProps={{ 'aria-label': 'Cancella data' }}
      previousLabel="Mese precedente"
      nextLabel="Mese successivo"
      // Mantine paints weekends in red-6, below AA contrast on white: every day in the text colour
      weekendDays={[]}
      {...props}
      {...input}
      value={toPickerDay(field.value)}
      onChange={(day) => field.onChange(fromPickerDay(day, valueAs))}
    />
  );
}
