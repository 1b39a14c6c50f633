import type { FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-props';
import { NumberField, type NumberFieldProps } from './number-field';

/** An amount in euro as Italians write it (1.234,50): two decimals, step 0.01, never negative. */
export function MoneyField<T extends FieldValues>(props: FieldBinding<T> & NumberFieldProps) {
  return (
    <NumberField<T>
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator="."
      decimalSeparator=","
      step={0.01}
      min={0}
      allowNegative={false}
      leftSection="€"
      {...props}
    />
  );
}
