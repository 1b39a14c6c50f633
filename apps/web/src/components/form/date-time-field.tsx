import '@mantine/dates/styles.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import type { FieldValues } from 'react-hook-form';
import { useFieldBinding, type BoundProps, type FieldBinding } from './field-props';
import { DATES_LOCALE, DATE_TIME_FORMAT, fromPickerDateTime, toPickerDateTime } from './date-value';

/** A date and time, shown as DD/MM/YYYY HH:mm; the form gets an ISO date-time, null when empty. */
export function DateTimeField<T extends FieldValues>({ control, name, ...props }: FieldBinding<T> & Omit<DateTimePickerProps, BoundProps>) {
  const { field, input } = useFieldBinding({ control, name, label: props.label });
  return (
    <DateTimePicker
      valueFormat={DATE_TIME_FORMAT}
      locale={DATES_LOCALE}
      clearable
      clearButtonProps={{ 'aria-label': 'Cancella data' }}
      previousLabel="Mese precedente"
      nextLabel="Mese successivo"
      // Mantine paints weekends in red-6, below AA contrast on white: every day in the text colour
      weekendDays={[]}
      {...props}
      {...input}
      value={toPickerDateTime(field.value)}
      onChange={(value) => field.onChange(fromPickerDateTime(value))}
    />
  );
}
