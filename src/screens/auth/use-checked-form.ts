// The sign-in page's forms without react-hook-form (issue 14 item 2: 14.8 kB brotli of the page's first load).
// They behave as the console's react-hook-form forms do: the contract's zod schema, which the first load
// already holds, checks the values on submit and, once submitted, each field again as it changes; the first
// invalid field takes the focus; a server 400's issues go on their fields (`setError`, for useFormErrors).
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type Errors<K extends string> = Partial<Record<K, string>>;

function issuesByField<K extends string>(fields: readonly K[], error: z.ZodError): Errors<K> {
  const errors: Errors<K> = {};
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function useCheckedForm<V extends Record<string, string>, Out>(schema: z.ZodType<Out, V>, initial: V) {
  type K = Extract<keyof V, string>;
  const fields = Object.keys(initial) as K[];
  const values = useRef<V>(initial);
  const [, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const inputs = useRef(new Map<K, HTMLInputElement>());

  const check = (next: V) => {
    const result = schema.safeParse(next);
    return result.success ? { data: result.data, errors: {} as Errors<K> } : { data: null, errors: issuesByField(fields, result.error) };
  };
  const focus = (name: K) => inputs.current.get(name)?.focus();

  /** The props of a field's input: its name, value, change handler and ref (for the focus). */
  const field = (name: K) => ({
    name,
    value: values.current[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values.current, [name]: event.target.value };
      values.current = next;
      setValues(next);
      if (submitted.current) setErrors((previous) => ({ ...previous, [name]: check(next).errors[name] }));
    },
  });

  /** The form's submit handler: checks the values and gives the parsed ones to `onValid`, once at a time. */
  const handleSubmit = (onValid: (data: Out) => unknown) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    submitted.current = true;
    const { data, errors: found } = check(values.current);
    setErrors(found);
    const first = fields.find((name) => found[name] !== undefined);
    if (first !== undefined || data === null) {
      if (first !== undefined) focus(first);
      return;
    }
    setSubmitting(true);
    try {
      await onValid(data);
    } finally {
      setSubmitting(false);
    }
  };

  /** An error the server gave a field (react-hook-form's setError, as applyServerError calls it). */
  const setError = (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    const field = fields.find((candidate) => candidate === name);
    if (field === undefined) return;
    setErrors((previous) => ({ ...previous, [field]: error.message }));
    if (options?.shouldFocus) focus(field);
  };

  return { field, errors, submitting, handleSubmit, setError };
}
