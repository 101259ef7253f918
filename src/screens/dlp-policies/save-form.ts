// How the DLP forms save: the body is checked with the contract's schema first (each issue shown on its
// field), then sent; on success a toast names what was saved and the list opens again; on failure the
// server's reasons go to their fields, and a conflict (409) shows the server's sentence over the form.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { ApiRequestError } from '../../api/client';
import { useFormErrors } from '../../ui/form-errors';
import { useChangesToast } from '../../ui/use-changes-toast';
import { setSchemaErrors } from './schema-errors';

export interface SaveFormOptions<F extends FieldValues, B> {
  schema: z.ZodType;
  fields: readonly Path<F>[];
  save: (body: B) => Promise<unknown>;
  savedText: (body: B) => string;
  backTo: string;
}

export function useSaveForm<F extends FieldValues, B>(form: UseFormReturn<F>, options: SaveFormOptions<F, B>) {
  const navigate = useNavigate();
  const toast = useChangesToast();
  const formError = useFormErrors(form.setError, options.fields);
  async function submit(body: B) {
    formError.clear();
    if (!setSchemaErrors(options.schema, body, form.setError, options.fields)) return;
    try {
      await options.save(body);
      toast(options.savedText(body));
      void navigate(options.backTo);
    } catch (error) {
      formError.show(error, error instanceof ApiRequestError && error.status === 409 ? error.exception : undefined);
    }
  }
  return { formError, submit };
}
