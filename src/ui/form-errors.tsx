// DESIGN.md UI conventions: a server 400 maps its issues onto the form's fields; anything else is
// shown as the server's exception text, in one alert above or below the form's fields.
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Callout } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
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

export interface FormErrorState {
  message: string | null;
  clear: () => void;
  /** a failed save: `text` when the screen has its own words for it (a 409's duplicate), else the server's issues on their fields */
  show: (error: unknown, text?: string | null) => void;
}

/** The form-wide message of a react-hook-form form: cleared before a save, set from its failure. */
export function useFormErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]): FormErrorState {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    show: (error, text) => setMessage(text ?? applyServerError(error, setError, fields)),
  };
}

/** The form-wide message; children add to it (a countdown). Nothing when there is no message. */
export function FormErrors({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        {message}
        {children}
      </Callout.Text>
    </Callout.Root>
  );
}
