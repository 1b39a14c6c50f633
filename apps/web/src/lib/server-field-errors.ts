import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts a validation answer's messages ({ fields: { name: message } }) on the form's
 * fields. True when every message found a field, so nothing is left to show elsewhere.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const entries = Object.entries(error.fields);
  const onForm = entries.filter(([name]) => formFields.includes(name));
  onForm.forEach(([name, message], index) => setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return entries.length > 0 && onForm.length === entries.length;
}
