// /api-setting (issue 27; spec part 1 §2 Settings "API"): the company's API tokens (create, shown once,
// listed with last use, revoke) and the link to the interactive API reference (Swagger UI at /api-docs).
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Callout, Card, Code, Flex, Grid, Heading, Table, Text, TextField } from '@radix-ui/themes';
import { ExternalLinkIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_SCOPES, createApiTokenBody, type ApiToken, type CreateApiTokenBody, type CreatedApiToken } from '../../api/contract/settings-api';
import { settingsApiMutations, settingsApiQueries } from '../../api/queries/settings-api';
import { formatDateTime } from '../../lib/format';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { RowActions } from '../../ui/row-actions';
import { useToast } from '../../ui/toast';

/** Swagger UI, served by the server beside the console (server/modules/api-tokens/docs.ts). */
const API_DOCS = '/api-docs/';
const STATUS_COLOR = { active: 'green', expired: 'gray', revoked: 'red' } as const;
const FIELDS = ['name', 'scope', 'expires_in_days'] as const;

function CreatedToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation('settings-api');
  const toast = useToast();
  return (
    <Callout.Root color="green" role="status">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" style={{ minWidth: 0 }}>
        <Text weight="bold">{t('tokens.created.title')}</Text>
        <Text size="2">{t('tokens.created.text', { name: created.name })}</Text>
        <Code size="2" aria-label={t('tokens.created.label')} data-testid="new-token" style={{ wordBreak: 'break-all' }}>
          {created.token}
        </Code>
        <Flex gap="2">
          <Button size="1" onClick={() => void navigator.clipboard?.writeText(created.token).then(() => toast({ kind: 'success', title: t('tokens.created.copied') }))}>
            {t('tokens.created.copy')}
          </Button>
          <Button size="1" variant="soft" color="gray" onClick={onDone}>
            {t('tokens.created.done')}
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const { t } = useTranslation('settings-api');
  const create = useMutation(settingsApiMutations.createToken());
  const form = useForm<CreateApiTokenBody>({ resolver: zodResolver(createApiTokenBody), defaultValues: { name: '', scope: 'read', expires_in_days: 30 } });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors } = form.formState;

  async function submit(body: CreateApiTokenBody) {
    formError.clear();
    try {
      onCreated(await create.mutateAsync(body));
      form.reset();
    } catch (error) {
      formError.show(error);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('tokens.form.title')}>
      <Flex direction="column" gap="3">
        <FormErrors message={formError.message} />
        <Grid columns={{ initial: '1', md: '3' }} gap="3" align="end">
          <FormField label={t('tokens.form.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} placeholder={t('tokens.form.namePlaceholder')} autoComplete="off" />}
          </FormField>
          <Controller control={form.control} name="scope" render={({ field }) => <SelectField label={t('tokens.form.scope')} error={errors.scope?.message} value={field.value} options={API_TOKEN_SCOPES} text={(s) => t(`tokens.scopes.${s}`)} onChange={field.onChange} />} />
          <Controller
            control={form.control}
            name="expires_in_days"
            render={({ field }) => (
              <SelectField label={t('tokens.form.expiry')} error={errors.expires_in_days?.message} value={String(field.value)} options={API_TOKEN_EXPIRY_DAYS.map(String)} text={(d) => t('tokens.form.days', { count: Number(d) })} onChange={(d) => field.onChange(Number(d))} />
            )}
          />
        </Grid>
        <Flex justify="end">
          <Button type="submit" loading={create.isPending}>
            {t('tokens.form.submit')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const { t } = useTranslation('settings-api');
  const toast = useToast();
  const revoke = useMutation(settingsApiMutations.revokeToken());
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell>{token.name}</Table.RowHeaderCell>
      <Table.Cell>
        <Code>{token.prefix}</Code>
      </Table.Cell>
      <Table.Cell>{t(`tokens.scopes.${token.scope}`)}</Table.Cell>
      <Table.Cell>
        <Badge color={STATUS_COLOR[token.status]}>{t(`tokens.statuses.${token.status}`)}</Badge>
      </Table.Cell>
      <Table.Cell>{token.created_by}</Table.Cell>
      <Table.Cell>{token.expires_at ? formatDateTime(token.expires_at) : t('never')}</Table.Cell>
      <Table.Cell>{token.last_used_at ? formatDateTime(token.last_used_at) : t('never')}</Table.Cell>
      {token.status === 'revoked' ? (
        <Table.Cell />
      ) : (
        <RowActions
          remove={{
            label: t('tokens.revokeOf', { name: token.name }),
            title: t('tokens.revokeTitle', { name: token.name }),
            description: t('tokens.revokeText'),
            confirmLabel: t('tokens.revoke'),
            onConfirm: async () => {
              await revoke.mutateAsync(token.id);
              toast({ kind: 'success', title: t('tokens.revoked', { name: token.name }) });
            },
          }}
        />
      )}
    </Table.Row>
  );
}

export default function ApiSetting() {
  const { t } = useTranslation('settings-api');
  const tokens = useQuery(settingsApiQueries.tokens());
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const columns: DataTableColumn<ApiToken>[] = (['name', 'prefix', 'scope', 'status', 'createdBy', 'expires', 'lastUsed'] as const).map((key) => ({ key, header: t(`tokens.columns.${key}`) }));

  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            {t('tokens.title')}
          </Heading>
          <Text size="2" color="gray">
            {t('tokens.intro')}
          </Text>
          {created ? <CreatedToken created={created} onDone={() => setCreated(null)} /> : null}
          <CreateTokenForm onCreated={setCreated} />
        </Flex>
      </Card>
      <div style={{ overflowX: 'auto' }}>
        <DataTable
          caption={t('tokens.table')}
          columns={columns}
          rows={tokens.isError ? null : tokens.data}
          rowKey={(row) => row.id}
          renderRow={(row) => <TokenRow key={row.id} token={row} />}
          emptyText={t('tokens.empty')}
          loadingText={t('loading')}
          hasActions
          actionsLabel={t('tokens.columns.actions')}
        />
      </div>
      <Card size="3">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h2" size="4">
            {t('docs.title')}
          </Heading>
          <Text size="2" color="gray">
            {t('docs.text')}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button asChild>
              <a href={API_DOCS} target="_blank" rel="noopener noreferrer">
                {t('docs.open')} <ExternalLinkIcon aria-hidden />
              </a>
            </Button>
            <Button asChild variant="soft">
              <a href="/api/openapi.json" download="palisade-openapi.json">
                {t('docs.openapi')}
              </a>
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
