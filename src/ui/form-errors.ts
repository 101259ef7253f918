// DESIGN.md UI conventions: a server 400 maps its issues onto the form's fields; anything else is
// shown as the server's exception text.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../api/client';

/** Puts each issue of a 400 on its field; returns the message to show above the form, or null. */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : String(error);
  if (error.status !== 400 || error.issues.length === 0) return error.exception;
  const unplaced: string[] = [];
  for (const issue of error.issues) {
    const segments = issue.path.split(/[./]/);
    const field = fields.find((name) => segments.includes(name));
    if (field) setError(field, { type: 'server', message: issue.message }, { shouldFocus: true });
    else unplaced.push(issue.message);
  }
  return unplaced.length > 0 ? unplaced.join(' ') : null;
}
