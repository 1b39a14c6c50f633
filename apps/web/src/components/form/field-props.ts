import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldLabel } from './field-labels';

/**
 * What every Mantine x React Hook Form field takes: the field name, and the form's control when
 * the field is not inside the form's provider (EntityForm provides it).
 */
export type FieldBinding<T extends FieldValues> = {
  // The transformed (output) type of a schema-driven form does not matter to a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control?: Control<T, any, any>;
  name: Path<T>;
};

/** Props a bound field owns and callers must not pass. */
export type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'checked' | 'defaultChecked';

/** A field's binding, with the label it shows (told to the form, which names fields by it). */
type LabelledBinding<T extends FieldValues> = FieldBinding<T> & { label?: ReactNode };

/**
 * The one binding of a field to its form: the controller, and the props every Mantine input takes
 * from it (ref, name, blur, message). A field adds only how its value goes in and comes out.
 */
export function useFieldBinding<T extends FieldValues>({ control, name, label }: LabelledBinding<T>) {
  useFieldLabel(name, label);
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    input: { ref: field.ref, name: field.name, onBlur: field.onBlur, error: fieldState.error?.message },
  };
}

/** A text input's binding: a missing value shows as ''. */
export function useTextBinding<T extends FieldValues>(binding: LabelledBinding<T>) {
  const { field, input } = useFieldBinding(binding);
  return { ...input, value: (field.value ?? '') as string, onChange: field.onChange };
}
