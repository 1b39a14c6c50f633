import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Whether the current values pass the form's schema, and which fields do not, computed
 * synchronously on every change. react-hook-form's own isValid comes from asynchronous resolver
 * runs that can finish out of order when fields change quickly, leaving a valid form with a
 * disabled submit button.
 */
export function useSchemaCheck<T extends FieldValues>(control: Control<T, unknown, unknown>, schema: z.ZodType) {
  const values = useWatch({ control });
  const result = schema.safeParse(values);
  const invalidFields = result.success ? [] : [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')))];
  return { valid: result.success, invalidFields };
}

export function useSchemaValid<T extends FieldValues>(control: Control<T, unknown, unknown>, schema: z.ZodType): boolean {
  return useSchemaCheck(control, schema).valid;
}
