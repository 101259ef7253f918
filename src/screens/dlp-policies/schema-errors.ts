// A form's values checked with the contract's schema before sending: each issue on its field.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

export function setSchemaErrors<T extends FieldValues>(schema: z.ZodType, values: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  const parsed = schema.safeParse(values);
  if (parsed.success) return true;
  for (const issue of parsed.error.issues) {
    const field = fields.find((f) => f === String(issue.path[0]));
    if (field) setError(field, { type: 'validation', message: issue.message });
  }
  return false;
}
