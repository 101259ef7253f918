// /scrut (issue 27): the Scrut integration. Settings (endpoint URL and API key, stored encrypted), then
// the dashboard of what was sent and when.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { scrutConfigBody, type GrcStatus, type ScrutConfigBody } from '../../api/contract/grc';
import { grcMutations } from '../../api/queries/grc';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { GrcDashboard } from './dashboard';

const FIELDS = ['ingest_url', 'api_key'] as const;

export default function Scrut() {
  return <GrcDashboard kind="scrut" settings={(status) => <ScrutSettings key={status.config?.ingest_url ?? 'new'} status={status} />} />;
}

function ScrutSettings({ status }: { status: GrcStatus }) {
  const { t } = useTranslation('grc');
  const toast = useToast();
  const client = useQueryClient();
  const save = useMutation(grcMutations.saveScrut(client));
  const config = status.config;
  const form = useForm<ScrutConfigBody>({ resolver: zodResolver(scrutConfigBody), defaultValues: { ingest_url: config?.ingest_url ?? '', api_key: '' } });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const name = t('names.scrut');

  async function submit(values: ScrutConfigBody) {
    formError.clear();
    try {
      await save.mutateAsync({ ...values, api_key: values.api_key?.trim() ? values.api_key : undefined });
      form.resetField('api_key');
      toast({ kind: 'success', title: t('settings.saved', { name }) });
    } catch (error) {
      formError.show(error);
    }
  }

  return (
    <Card size="3">
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('settings.formLabel', { name })}>
        <Flex direction="column" gap="4" style={{ maxWidth: 760 }}>
          <Heading as="h2" size="4">
            {t('settings.title')}
          </Heading>
          <FormErrors message={formError.message} />
          <FormField
            label={t('settings.endpointUrl')}
            error={errors.ingest_url?.message}
            hint={
              <Text size="1" color="gray">
                {t('settings.ingestHint', { kind: 'scrut' })}
              </Text>
            }
          >
            {(control) => <TextField.Root {...control} {...form.register('ingest_url')} type="url" autoComplete="off" />}
          </FormField>
          <FormField
            label={t('settings.apiKey')}
            error={errors.api_key?.message}
            hint={
              <Text size="1" color="gray">
                {t(config?.has_secret ? 'settings.keyStored' : 'settings.secretNew')}
              </Text>
            }
          >
            {(control) => <TextField.Root {...control} {...form.register('api_key')} type="password" autoComplete="new-password" />}
          </FormField>
          <Flex justify="end">
            <Button type="submit" loading={isSubmitting}>
              {t('settings.save')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
