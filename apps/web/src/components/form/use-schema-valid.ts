import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Whether the current values pass the form's schema, computed synchronously on every change.
 * react-hook-form's own isValid comes from asynchronous resolver runs that can finish out of
 * order when fields change quickly, leaving a valid form with a disabled submit button.
 */
export function useSchemaValid<T extends FieldValues>(control: Control<T, unknown, unknown>, schema: z.ZodType): boolean {
  const values = useWatch({ control });
  return schema.safeParse(values).success;
}
