import { useState } from 'react';
import { FileInput, type FileInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
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
 * field says why, so nothing is uploaded only to be refused. The reason is the field's own state,
 * not a form error, so the form's next validation run cannot wipe it.
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
  const { field, input } = useFieldBinding({ control, name, label: props.label });
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (file: File | null) => {
    const reason = !file ? null : !acceptedType(file, accept) ? typeMessage : file.size > maxBytes ? sizeMessage : null;
    setRefusal(reason);
    field.onChange(reason ? null : file);
  };

  return (
    <FileInput
      clearable
      placeholder="Seleziona un file"
      {...props}
      {...input}
      error={refusal ?? input.error}
      accept={accept.join(',')}
      value={(field.value as File | null | undefined) ?? null}
      onChange={choose}
    />
  );
}
