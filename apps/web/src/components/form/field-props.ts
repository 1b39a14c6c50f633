import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** What every Mantine x React Hook Form field takes: the form's control and the field name. */
export type FieldBinding<T extends FieldValues> = {
  // The transformed (output) type of a schema-driven form does not matter to a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: Path<T>;
};

/** Props a bound field owns and callers must not pass. */
export type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'checked' | 'defaultChecked';

/** The props a text-like Mantine input needs from React Hook Form: value, events, ref and message. */
export function useTextBinding<T extends FieldValues>({ control, name }: FieldBinding<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    ref: field.ref,
    name: field.name,
    value: (field.value ?? '') as string,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}
