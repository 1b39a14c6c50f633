import { FileInput, type FileInputProps } from '@mantine/core';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useFieldBinding, type BoundProps, type FieldBinding } from './field-props';

type FileFieldProps = Omit<FileInputProps, BoundProps | 'multiple' | 'accept'> & {
  /** Accepted types, by extension or MIME type: ['.pdf', '.doc', '.docx']. */
  accept: string[];
  /** Largest size in bytes. */
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
};

function acceptedType(file: File, accept: string[]) {
  const name = file.name.toLowerCase();
  return accept.some((type) => (type.startsWith('.') ? name.endsWith(type.toLowerCase()) : file.type === type));
}

/**
 * One file, checked as it is chosen: a file of another type or too large is not kept, and the
 * field says why, so nothing is uploaded only to be refused.
 */
export function FileField<T extends FieldValues>({
  control,
  name,
  accept,
  maxBytes,
  typeMessage,
  sizeMessage,
  ...props
}: FieldBinding<T> & FileFieldProps) {
  const { field, input } = useFieldBinding({ control, name });
  // null outside a FormProvider: then the control passed in is the form
  const context = useFormContext<T>() as ReturnType<typeof useFormContext<T>> | null;
  const setError = (control ?? context?.control)?.setError;

  const choose = (file: File | null) => {
    const refusal = !file ? null : !acceptedType(file, accept) ? typeMessage : file.size > maxBytes ? sizeMessage : null;
    field.onChange(refusal ? null : file);
    field.onBlur();
    if (refusal) setError?.(name, { type: 'file', message: refusal });
  };

  return (
    <FileInput
      clearable
      placeholder="Seleziona un file"
      {...props}
      {...input}
      accept={accept.join(',')}
      value={(field.value as File | null | undefined) ?? null}
      onChange={choose}
    />
  );
}
