// /google, /microsoft, /okta (issue 25): the company's OpenID Connect connection for sign-in — issuer,
// client id and secret (stored encrypted, never shown again), on/off — and the redirect URI to register
// at the provider. Saving checks the issuer by OpenID discovery; the server's reason shows on failure.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Code, Flex, Switch, Text, TextField } from '@radix-ui/themes';
import { ssoConfigBody, type SsoConfigBody, type SsoConfigResponse, type SsoKind } from '../../api/contract/sso';
import { ssoMutations, ssoQueries } from '../../api/queries/sso';
import { usePageHeading } from '../../app/layout/page-heading';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState } from '../../ui/error-state';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';

const FIELDS = ['issuer', 'client_id', 'client_secret', 'enabled'] as const;
const Hint = ({ children }: { children: string }) => (
  <Text size="1" color="gray">
    {children}
  </Text>
);

const DEFAULT_ISSUER: Record<SsoKind, string> = { google: 'https://accounts.google.com', microsoft: '', okta: '' };

export function ProviderSettings({ kind }: { kind: SsoKind }) {
  const { t } = useTranslation('sso');
  usePageHeading({ subheading: t(`settings.subtitle.${kind}`) });
  const query = useQuery(ssoQueries.config(kind));
  if (query.isPending) return <Text color="gray">{t('settings.loading')}</Text>;
  if (query.isError) return <ErrorState />;
  return <SettingsForm key={query.data.config?.updated_at ?? 'new'} kind={kind} data={query.data} />;
}

function SettingsForm({ kind, data }: { kind: SsoKind; data: SsoConfigResponse }) {
  const { t } = useTranslation('sso');
  const toast = useToast();
  const client = useQueryClient();
  const provider = t(`names.${kind}`);
  const save = useMutation(ssoMutations.save(client, kind));
  const remove = useMutation(ssoMutations.remove(client, kind));
  const config = data.config;
  const form = useForm<SsoConfigBody>({
    resolver: zodResolver(ssoConfigBody),
    defaultValues: { issuer: config?.issuer ?? DEFAULT_ISSUER[kind], client_id: config?.client_id ?? '', client_secret: '', enabled: config?.enabled ?? true },
  });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  async function submit(values: SsoConfigBody) {
    formError.clear();
    try {
      await save.mutateAsync({ ...values, client_secret: values.client_secret?.trim() ? values.client_secret : undefined });
      toast({ kind: 'success', title: t('settings.saved', { provider }) });
    } catch (error) {
      formError.show(error);
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('settings.formLabel', { provider })}>
        <Flex direction="column" gap="4">
          <Flex align="center" gap="2" wrap="wrap">
            <Text size="2" weight="medium">
              {t('settings.status')}
            </Text>
            {config ? (
              <Badge color={config.enabled ? 'green' : 'gray'}>{t(config.enabled ? 'settings.on' : 'settings.off')}</Badge>
            ) : (
              <Text size="2" color="gray">
                {t('settings.notConfigured', { provider })}
              </Text>
            )}
            {config?.updated_at ? (
              <Text size="1" color="gray">
                {t('settings.updated', { when: new Date(config.updated_at).toLocaleString() })}
              </Text>
            ) : null}
          </Flex>
          <FormErrors message={formError.message} />
          <FormField label={t('settings.issuer')} error={errors.issuer?.message} hint={<Hint>{t(`settings.issuerHint.${kind}`)}</Hint>}>
            {(control) => <TextField.Root {...control} {...form.register('issuer')} type="url" autoComplete="off" />}
          </FormField>
          <FormField label={t('settings.clientId')} error={errors.client_id?.message}>
            {(control) => <TextField.Root {...control} {...form.register('client_id')} autoComplete="off" />}
          </FormField>
          <FormField label={t('settings.clientSecret')} error={errors.client_secret?.message} hint={<Hint>{t(config?.has_secret ? 'settings.secretStored' : 'settings.secretNew')}</Hint>}>
            {(control) => <TextField.Root {...control} {...form.register('client_secret')} type="password" autoComplete="new-password" />}
          </FormField>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Controller control={form.control} name="enabled" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} />} />
              {t('settings.enabled', { provider })}
            </Flex>
          </Text>
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium">
              {t('settings.redirectUri', { provider })}
            </Text>
            <Code size="2" style={{ overflowWrap: 'anywhere' }}>
              {data.redirect_uri}
            </Code>
            <Text size="1" color="gray">
              {t('settings.redirectHint')}
            </Text>
          </Flex>
          <Flex gap="3" justify="end" wrap="wrap">
            {config ? (
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="soft" color="red">
                    {t('settings.remove')}
                  </Button>
                }
                title={t('settings.removeTitle', { provider })}
                description={t('settings.removeBody', { provider })}
                confirmLabel={t('settings.remove')}
                onConfirm={async () => {
                  await remove.mutateAsync();
                  toast({ kind: 'success', title: t('settings.removed', { provider }) });
                }}
              />
            ) : null}
            <Button type="submit" loading={isSubmitting}>
              {t('settings.save')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
