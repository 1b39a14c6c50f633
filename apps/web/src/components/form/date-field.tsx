import type { FieldValues } from 'react-hook-form';
import { DayInput, type DayInputProps } from './day-input';
import { useFieldBinding, type BoundProps, type FieldBinding } from './field-props';
import { fromPickerDay, type DateValueKind } from './date-value';

type DateFieldProps = Omit<DayInputProps, BoundProps | 'onBlur'> & {
  /** What the form gets: 'date' (YYYY-MM-DD, the default) or 'datetime' (ISO date-time at midnight UTC). */
  valueAs?: DateValueKind;
};

/**
 * A day, shown as DD/MM/YYYY and typed as Italians write it; the zero date shows as empty; cleared is
 * null; text that is no day reaches the form as typed, whose rule then says the date is not valid.
 */
export function DateField<T extends FieldValues>({ control, name, valueAs = 'date', ...props }: FieldBinding<T> & DateFieldProps) {
  const { field, input } = useFieldBinding({ control, name, label: props.label });
  const value: unknown = field.value;
  return (
    <DayInput
      {...props}
      {...input}
      value={value instanceof Date ? value.toISOString() : ((value as string | null | undefined) ?? null)}
      onChange={(typed) => field.onChange(typed && /^\d{4}-\d{2}-\d{2}$/.test(typed) ? fromPickerDay(typed, valueAs) : typed)}
    />
  );
}
