import type { Control, FieldValues, Path } from 'react-hook-form';

/** What every Mantine x React Hook Form field takes: the form's control and the field name. */
export type FieldBinding<T extends FieldValues> = {
  // The transformed (output) type of a schema-driven form does not matter to a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: Path<T>;
};

/** Props a bound field owns and callers must not pass. */
export type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'checked' | 'defaultChecked';
