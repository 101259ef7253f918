// The geo-fence form of /add-geofencing and /update-geofencing/{name}: a name, the countries and the
// security action (spec part 1 §4, each action explained). Validated with the contract's schema.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Text, TextField } from '@radix-ui/themes';
import type { z } from 'zod';
import { geoFenceBody, type GeoFenceBody } from '../../api/contract/web-policies';
import { linkTo } from '../../lib/links';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { ActionChoice, saveErrorText } from './config-websites-shared';
import { useChangesToast } from '../../ui/use-changes-toast';
import { CountryPicker } from './geo-fencing-countries';
import { FormActions } from '../../ui/form-actions';

const FIELDS = ['name', 'countries', 'action'] as const;
type GeoFenceInput = z.input<typeof geoFenceBody>;

export function GeoFenceForm({ initial, save }: { initial?: GeoFenceInput; save: (body: GeoFenceBody) => Promise<unknown> }) {
  const { t } = useTranslation('web-policies');
  const navigate = useNavigate();
  const changesToast = useChangesToast();
  const form = useForm<GeoFenceInput, unknown, GeoFenceBody>({
    resolver: zodResolver(geoFenceBody),
    defaultValues: initial ?? { name: '', countries: [], action: 'Block' },
  });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  async function submit(body: GeoFenceBody) {
    formError.clear();
    try {
      await save(body);
      changesToast(t('geo.saved', { name: body.name }));
      void navigate(linkTo('geo-fencing'));
    } catch (error) {
      formError.show(error, saveErrorText(error, t('geo.duplicate', { name: body.name })));
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('geo.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <FormField label={t('geo.countries')} error={errors.countries?.type === 'too_small' ? t('geo.countriesRequired') : (errors.countries?.message ?? errors.countries?.[0]?.message)}>
            {(control) => (
              <Controller
                control={form.control}
                name="countries"
                render={({ field }) => (
                  <CountryPicker id={control.id} invalid={control['aria-invalid']} describedBy={control['aria-describedby']} value={field.value} onChange={field.onChange} />
                )}
              />
            )}
          </FormField>
          <Flex direction="column" gap="1">
            <Text id="geo-action-label" size="2" weight="medium">
              {t('geo.action')}
            </Text>
            <Controller
              control={form.control}
              name="action"
              render={({ field }) => <ActionChoice labelledBy="geo-action-label" value={field.value} onChange={field.onChange} />}
            />
            {errors.action ? (
              <Text size="1" color="red">
                {errors.action.message}
              </Text>
            ) : null}
          </Flex>
          <FormActions cancelTo={linkTo('geo-fencing')} submitLabel={t('save')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}
