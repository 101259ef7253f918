// The fields of a manually entered endpoint (/add-new-endpoint, /update-endpoint/{id}): hostname, serial,
// kind, OS, model and notes, checked in the browser with the contract's own rules before the server does.
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError } from '../../api/client';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { z } from 'zod';
import { Grid, Select, TextArea, TextField } from '@radix-ui/themes';
import { ASSET_KINDS, ASSET_LIMITS, assetHostname, type AssetBody, type AssetRow } from '../../api/contract/fleet';
import { FormField } from '../../ui/form-field';

const max = (n: number) => z.string().trim().max(n, `At most ${n} characters.`);
export const assetSchema = z.object({
  hostname: assetHostname,
  serial: max(ASSET_LIMITS.serial).refine((v) => !/\s/.test(v), 'A serial number has no spaces.'),
  kind: z.enum(ASSET_KINDS),
  os: max(ASSET_LIMITS.text),
  model: max(ASSET_LIMITS.text),
  notes: max(ASSET_LIMITS.notes),
});
export type AssetValues = z.infer<typeof assetSchema>;
export const ASSET_FIELDS = ['hostname', 'serial', 'kind', 'os', 'model', 'notes'] as const;

export const EMPTY_ASSET: AssetValues = { hostname: '', serial: '', kind: 'laptop', os: '', model: '', notes: '' };
export const valuesOf = (a: AssetRow): AssetValues => ({ hostname: a.hostname, serial: a.serial ?? '', kind: a.kind, os: a.os ?? '', model: a.model ?? '', notes: a.notes ?? '' });
/** blank optional fields are sent as null (none) */
export const bodyOf = (v: AssetValues): Required<Omit<AssetBody, 'owner_person_id'>> => ({
  hostname: v.hostname, kind: v.kind, serial: v.serial || null, os: v.os || null, model: v.model || null, notes: v.notes || null,
});

/** The form of one asset: `save` sends the values; a 409 (hostname or serial taken) and 400s show on the form. */
export function useAssetForm(initial: AssetValues, save: (values: AssetValues) => Promise<void>) {
  const { t } = useTranslation('fleet-assets');
  const form = useForm<AssetValues>({ resolver: zodResolver(assetSchema), defaultValues: initial });
  const formError = useFormErrors(form.setError, ASSET_FIELDS);
  const onSubmit = form.handleSubmit(async (values) => {
    formError.clear();
    try {
      await save(values);
    } catch (error) {
      formError.show(error, error instanceof ApiRequestError && error.status === 409 ? error.exception || t('form.exists') : null);
    }
  });
  const fields = (
    <>
      <AssetFields register={form.register} control={form.control} errors={form.formState.errors} />
      <FormErrors message={formError.message} />
    </>
  );
  return { form, onSubmit, fields };
}

export function AssetFields({ register, control, errors }: { register: UseFormRegister<AssetValues>; control: Control<AssetValues>; errors: FieldErrors<AssetValues> }) {
  const { t } = useTranslation('fleet-assets');
  const optional = (label: string) => `${label} (${t('fields.optional')})`;
  return (
    <>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <FormField label={t('fields.hostname')} error={errors.hostname?.message}>
          {(c) => <TextField.Root {...c} {...register('hostname')} autoComplete="off" />}
        </FormField>
        <FormField label={optional(t('fields.serial'))} error={errors.serial?.message}>
          {(c) => <TextField.Root {...c} {...register('serial')} autoComplete="off" />}
        </FormField>
      </Grid>
      <Grid columns={{ initial: '1', sm: '3' }} gap="4">
        <FormField label={t('fields.kind')} error={errors.kind?.message}>
          {(c) => (
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <Select.Root value={field.value} onValueChange={field.onChange}>
                  <Select.Trigger id={c.id} aria-invalid={c['aria-invalid']} aria-describedby={c['aria-describedby']} />
                  <Select.Content>
                    {ASSET_KINDS.map((k) => (
                      <Select.Item key={k} value={k}>
                        {t(`kinds.${k}`)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            />
          )}
        </FormField>
        <FormField label={optional(t('fields.os'))} error={errors.os?.message}>
          {(c) => <TextField.Root {...c} {...register('os')} autoComplete="off" />}
        </FormField>
        <FormField label={optional(t('fields.model'))} error={errors.model?.message}>
          {(c) => <TextField.Root {...c} {...register('model')} autoComplete="off" />}
        </FormField>
      </Grid>
      <FormField label={optional(t('fields.notes'))} error={errors.notes?.message}>
        {(c) => <TextArea {...c} {...register('notes')} rows={3} />}
      </FormField>
    </>
  );
}
