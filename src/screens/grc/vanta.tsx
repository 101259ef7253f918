// /vanta (issue 27): the Vanta integration. Settings (OAuth client, stored encrypted; Vanta's public
// endpoints by default), Connect (authorisation code with PKCE; the browser returns to /vanta/oauth/callback),
// then the dashboard of what was sent and when.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Code, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { vantaConfigBody, VANTA_DEFAULTS, type GrcStatus, type VantaConfigBody } from '../../api/contract/grc';
import { grcMutations } from '../../api/queries/grc';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { GrcDashboard, Notice } from './dashboard';

const FIELDS = ['authorize_url', 'token_url', 'client_id', 'client_secret', 'scope', 'ingest_url'] as const;

export default function Vanta() {
  const { t } = useTranslation('grc');
  const [search] = useSearchParams();
  return (
    <GrcDashboard
      kind="vanta"
      notice={search.get('connected') === '1' ? <Notice>{t('status.justConnected')}</Notice> : null}
      connect={(status) => (status.config?.has_secret ? <ConnectButton again={status.connected} /> : null)}
      settings={(status) => <VantaSettings key={status.config ? `${status.config.client_id}:${status.config.ingest_url}` : 'new'} status={status} />}
    />
  );
}

function ConnectButton({ again }: { again: boolean }) {
  const { t } = useTranslation('grc');
  const toast = useToast();
  const start = useMutation(grcMutations.startVanta());
  const [leaving, setLeaving] = useState(false);
  async function connect() {
    try {
      const { authorize_url } = await start.mutateAsync();
      setLeaving(true);
      window.location.assign(authorize_url);
    } catch (error) {
      toast({ kind: 'error', title: error instanceof Error ? error.message : String(error) });
    }
  }
  return (
    <Button type="button" variant={again ? 'soft' : 'solid'} onClick={() => void connect()} loading={start.isPending || leaving}>
      {t(again ? 'status.reconnect' : 'status.connect')}
    </Button>
  );
}

function VantaSettings({ status }: { status: GrcStatus }) {
  const { t } = useTranslation('grc');
  const toast = useToast();
  const client = useQueryClient();
  const save = useMutation(grcMutations.saveVanta(client));
  const config = status.config;
  const form = useForm<VantaConfigBody>({
    resolver: zodResolver(vantaConfigBody),
    defaultValues: {
      authorize_url: config?.authorize_url ?? VANTA_DEFAULTS.authorize_url,
      token_url: config?.token_url ?? VANTA_DEFAULTS.token_url,
      client_id: config?.client_id ?? '',
      client_secret: '',
      scope: config?.scope ?? VANTA_DEFAULTS.scope,
      ingest_url: config?.ingest_url ?? '',
    },
  });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const name = t('names.vanta');

  async function submit(values: VantaConfigBody) {
    formError.clear();
    try {
      await save.mutateAsync({ ...values, client_secret: values.client_secret?.trim() ? values.client_secret : undefined });
      toast({ kind: 'success', title: t('settings.saved', { name }) });
    } catch (error) {
      formError.show(error);
    }
  }

  const hint = (text: string) => (
    <Text size="1" color="gray">
      {text}
    </Text>
  );
  return (
    <Card size="3">
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('settings.formLabel', { name })}>
        <Flex direction="column" gap="4" style={{ maxWidth: 760 }}>
          <Heading as="h2" size="4">
            {t('settings.title')}
          </Heading>
          <FormErrors message={formError.message} />
          <FormField label={t('settings.authorizeUrl')} error={errors.authorize_url?.message}>
            {(control) => <TextField.Root {...control} {...form.register('authorize_url')} type="url" autoComplete="off" />}
          </FormField>
          <FormField label={t('settings.tokenUrl')} error={errors.token_url?.message}>
            {(control) => <TextField.Root {...control} {...form.register('token_url')} type="url" autoComplete="off" />}
          </FormField>
          <FormField label={t('settings.clientId')} error={errors.client_id?.message}>
            {(control) => <TextField.Root {...control} {...form.register('client_id')} autoComplete="off" />}
          </FormField>
          <FormField label={t('settings.clientSecret')} error={errors.client_secret?.message} hint={hint(t(config?.has_secret ? 'settings.secretStored' : 'settings.secretNew'))}>
            {(control) => <TextField.Root {...control} {...form.register('client_secret')} type="password" autoComplete="new-password" />}
          </FormField>
          <FormField label={t('settings.scope')} error={errors.scope?.message}>
            {(control) => <TextField.Root {...control} {...form.register('scope')} autoComplete="off" />}
          </FormField>
          <FormField label={t('settings.ingestUrl')} error={errors.ingest_url?.message} hint={hint(t('settings.ingestHint', { kind: 'vanta' }))}>
            {(control) => <TextField.Root {...control} {...form.register('ingest_url')} type="url" autoComplete="off" />}
          </FormField>
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium">
              {t('settings.redirectUri')}
            </Text>
            <Code size="2" style={{ overflowWrap: 'anywhere' }}>
              {status.redirect_uri}
            </Code>
            {config ? hint(t('settings.serverChange')) : null}
          </Flex>
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
