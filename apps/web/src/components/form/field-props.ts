import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

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

/**
 * The one binding of a field to its form: the controller, and the props every Mantine input takes
 * from it (ref, name, blur, message). A field adds only how its value goes in and comes out.
 */
export function useFieldBinding<T extends FieldValues>({ control, name }: FieldBinding<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    input: { ref: field.ref, name: field.name, onBlur: field.onBlur, error: fieldState.error?.message },
  };
}

/** A text input's binding: a missing value shows as ''. */
export function useTextBinding<T extends FieldValues>(binding: FieldBinding<T>) {
  const { field, input } = useFieldBinding(binding);
  return { ...input, value: (field.value ?? '') as string, onChange: field.onChange };
}
