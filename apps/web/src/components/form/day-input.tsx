import '@mantine/dates/styles.css';
import { useState } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { DATES_LOCALE, DATE_FORMAT, readDay, toPickerDay } from './date-value';

export type DayInputProps = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
  /** 'YYYY-MM-DD'; null or '' for none; any other text is what she typed that is no day, shown as she typed it. */
  value: string | null;
  /** The day read from what she typed, null when she emptied it, or her text itself when it is no day. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
};

/**
 * A day, shown as DD/MM/YYYY and typed as Italians write it (15/7/1988, 15.07.1988, 15071988,
 * 1988-07-15...): read when she leaves the field. A day outside the field's limits is kept so that
 * its own rule can say why; text that is no day stays as she typed it, for the form to say what is wrong.
 */
export function DayInput({ value, onChange, onBlur, ...props }: DayInputProps) {
  const day = toPickerDay(value);
  const unreadable = typeof value === 'string' && value.trim() !== '' && day == null;
  // the calendar keeps showing the last day while her text cannot be read (it would otherwise empty the field)
  const [lastDay, setLastDay] = useState(day);
  if (!unreadable && lastDay !== day) setLastDay(day);
  // whether the text being typed reads as a day: then leaving the field writes it as DD/MM/YYYY; otherwise it stays as typed
  const [typedReadable, setTypedReadable] = useState(true);
  return (
    <DateInput
      valueFormat={DATE_FORMAT}
      dateParser={(text) => {
        const read = readDay(text);
        setTypedReadable(text.trim() === '' || read != null);
        return read;
      }}
      placeholder="gg/mm/aaaa"
      locale={DATES_LOCALE}
      clearable
      clearButtonProps={{ 'aria-label': 'Cancella data' }}
      previousLabel="Mese precedente"
      nextLabel="Mese successivo"
      // Mantine paints weekends in red-6, below AA contrast on white: every day in the text colour
      weekendDays={[]}
      fixOnBlur={typedReadable}
      {...props}
      value={unreadable ? lastDay : day}
      onChange={(picked) => onChange(picked ? picked.slice(0, 10) : null)}
      onBlur={(event) => {
        const text = event.currentTarget.value.trim();
        onChange(text === '' ? null : (readDay(text) ?? text));
        onBlur?.();
      }}
    />
  );
}
