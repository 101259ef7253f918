// Issue 27: the directory part of /azure, /google, /microsoft and /okta — the connection to the directory
// API (secret stored encrypted, never shown again), "Import now" through the job queue with the sync status,
// last run, counts and errors, the recent runs, and the SCIM tokens the provider pushes people with.
// Google signs in either with a service account key or with a Workspace admin's OAuth consent ("Connect
// with Google"); the consent comes back to /google?consent=ok|error&reason=…, shown once as a callout.
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Callout, Card, Code, Flex, Heading, RadioGroup, Table, Text, TextArea, TextField } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import {
  createScimTokenBody,
  directoryBody,
  GOOGLE_CONSENT_REASONS,
  type CreatedScimToken,
  type CreateScimTokenBody,
  type DirectoryBody,
  type DirectoryKind,
  type DirectoryResponse,
  type ScimToken,
  type SyncRun,
} from '../../api/contract/iam';
import { iamMutations, iamQueries } from '../../api/queries/iam';
import { formatDateTime } from '../../lib/format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { RowActions } from '../../ui/row-actions';
import { useToast } from '../../ui/toast';

const FIELDS = ['tenant', 'client_id', 'secret', 'auth_mode'] as const;
const STATUS_COLOR = { queued: 'gray', running: 'blue', succeeded: 'green', failed: 'red' } as const;
const pending = (run: SyncRun | undefined) => run?.status === 'queued' || run?.status === 'running';

const Hint = ({ children }: { children: string }) => (
  <Text size="1" color="gray">
    {children}
  </Text>
);

export function DirectorySection({ kind }: { kind: DirectoryKind }) {
  const query = useQuery({ ...iamQueries.directory(kind), refetchInterval: (q) => (pending(q.state.data?.runs[0]) ? 2000 : false) });
  const { t } = useTranslation('iam');
  const notice = kind === 'google' ? <ConsentNotice /> : null;
  if (query.isPending)
    return (
      <Flex direction="column" gap="4">
        {notice}
        <Text color="gray">{t('directory.loading')}</Text>
      </Flex>
    );
  if (query.isError) return <ErrorState />;
  return (
    <Flex direction="column" gap="4">
      {notice}
      <ConnectionCard key={query.data.connection?.updated_at ?? 'new'} kind={kind} data={query.data} />
      <RunsTable kind={kind} runs={query.data.runs} />
      <ScimCard kind={kind} />
    </Flex>
  );
}

type ConsentResult = { ok: true } | { ok: false; reason: string };

/** The outcome of Google's consent, read once from ?consent=…&reason=…, which is then taken off the address. */
function ConsentNotice() {
  const { t } = useTranslation('iam');
  const [params, setParams] = useSearchParams();
  const [result, setResult] = useState<ConsentResult | null>(() => {
    const consent = params.get('consent');
    if (consent === 'ok') return { ok: true };
    if (consent === 'error') {
      const reason = params.get('reason') ?? '';
      return { ok: false, reason: (GOOGLE_CONSENT_REASONS as readonly string[]).includes(reason) ? reason : 'unknown' };
    }
    return null;
  });
  useEffect(() => {
    if (!params.has('consent') && !params.has('reason')) return;
    const rest = new URLSearchParams(params);
    rest.delete('consent');
    rest.delete('reason');
    setParams(rest, { replace: true });
  }, [params, setParams]);
  if (!result) return null;
  return (
    <Callout.Root color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'} style={{ maxWidth: 760 }}>
      <Callout.Icon>{result.ok ? <CheckCircledIcon /> : <ExclamationTriangleIcon />}</Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Text weight="bold" size="2">
          {t(result.ok ? 'consent.okTitle' : 'consent.errorTitle')}
        </Text>
        <Text size="2">{result.ok ? t('consent.okText') : t(`consent.reasons.${result.reason}`)}</Text>
        <Button size="1" variant="soft" color={result.ok ? 'green' : 'red'} onClick={() => setResult(null)}>
          {t('consent.dismiss')}
        </Button>
      </Flex>
    </Callout.Root>
  );
}

/** OAuth mode: who consented, or that nobody has yet, and the button that sends the admin to Google. */
function ConsentStatus({ data }: { data: DirectoryResponse }) {
  const { t } = useTranslation('iam');
  const [error, setError] = useState<string | null>(null);
  const start = useMutation(iamMutations.googleSetup());
  const connection = data.connection;
  const ready = connection?.auth_mode === 'oauth' && connection.has_secret;

  async function connect() {
    setError(null);
    try {
      const { url } = await start.mutateAsync();
      window.location.assign(url);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('consent.startFailed'));
    }
  }

  return (
    <Flex direction="column" gap="2" align="start">
      <Text size="2" weight="medium">
        {t('consent.title')}
      </Text>
      {connection?.has_consent ? (
        <Text size="2">{t('consent.given', { who: connection.consented_by ?? '', when: connection.consented_at ? formatDateTime(connection.consented_at) : '' })}</Text>
      ) : (
        <Text size="2" color="gray">
          {t(ready ? 'consent.none' : 'consent.saveFirst')}
        </Text>
      )}
      {error ? (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Button type="button" disabled={!ready} loading={start.isPending} onClick={() => void connect()}>
        {t(connection?.has_consent ? 'consent.reconnect' : 'consent.connect')}
      </Button>
    </Flex>
  );
}

function SyncStatus({ kind, data }: { kind: DirectoryKind; data: DirectoryResponse }) {
  const { t } = useTranslation('iam');
  const provider = t(`names.${kind}`);
  const last = data.runs[0];
  return (
    <Flex direction="column" gap="2">
      <Flex align="center" gap="2" wrap="wrap">
        <Text size="2" weight="medium">
          {t('directory.status')}
        </Text>
        {last ? <Badge color={STATUS_COLOR[last.status]}>{t(`directory.statuses.${last.status}`)}</Badge> : <Badge color="gray">{t('directory.never')}</Badge>}
        {last ? (
          <Text size="1" color="gray">
            {t('directory.lastRun', { when: formatDateTime(last.finished_at ?? last.created_at), who: last.requested_by })}
          </Text>
        ) : null}
      </Flex>
      {last && last.status === 'succeeded' ? <Text size="2">{t('directory.counts', last)}</Text> : null}
      <Text size="2" color="gray">
        {t('directory.people', { total: data.people.total, active: data.people.active, provider })}
      </Text>
      {last && last.errors.length ? (
        <Callout.Root color={last.status === 'failed' ? 'red' : 'amber'} role="status">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Flex direction="column" gap="1">
            <Text weight="bold" size="2">
              {t('directory.errorsTitle')}
            </Text>
            {last.errors.slice(0, 10).map((e, i) => (
              <Text key={i} size="2" style={{ overflowWrap: 'anywhere' }}>
                {e}
              </Text>
            ))}
          </Flex>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}

function ConnectionCard({ kind, data }: { kind: DirectoryKind; data: DirectoryResponse }) {
  const { t } = useTranslation('iam');
  const toast = useToast();
  const client = useQueryClient();
  const provider = t(`names.${kind}`);
  const save = useMutation(iamMutations.save(client, kind));
  const remove = useMutation(iamMutations.remove(client, kind));
  const run = useMutation(iamMutations.importNow(client, kind));
  const connection = data.connection;
  const form = useForm<DirectoryBody>({
    resolver: zodResolver(directoryBody),
    defaultValues: { tenant: connection?.tenant ?? '', client_id: connection?.client_id ?? '', secret: '', auth_mode: connection?.auth_mode ?? 'key' },
  });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const authLabelId = useId();
  const oauth = kind === 'google' && form.watch('auth_mode') === 'oauth';
  /** the labels of Google's client and secret fields follow the chosen authorisation */
  const variant = oauth ? 'googleOauth' : kind;
  const savedOauth = kind === 'google' && connection?.auth_mode === 'oauth';

  async function submit(values: DirectoryBody) {
    formError.clear();
    try {
      await save.mutateAsync({ ...values, secret: values.secret?.trim() ? values.secret : undefined });
      toast({ kind: 'success', title: t('directory.saved', { provider }) });
    } catch (error) {
      formError.show(error);
    }
  }

  async function importNow() {
    formError.clear();
    try {
      await run.mutateAsync();
      toast({ kind: 'success', title: t('directory.queued', { provider }) });
    } catch (error) {
      formError.show(error);
    }
  }

  // a secret of the other authorisation is not kept: the hint says so only while the choice is the saved one
  const secretKept = connection?.has_secret && (kind !== 'google' || connection.auth_mode === (oauth ? 'oauth' : 'key'));
  const secretHint = <Hint>{t(secretKept ? 'directory.secretStored' : 'directory.secretNew')}</Hint>;
  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            {t('directory.title')}
          </Heading>
          <Text size="2" color="gray">
            {t(`directory.intro.${variant}`)}
          </Text>
        </Flex>
        {savedOauth ? <ConsentStatus data={data} /> : null}
        {connection ? (
          <SyncStatus kind={kind} data={data} />
        ) : (
          <Text size="2" color="gray">
            {t('directory.notConfigured', { provider })}
          </Text>
        )}
        <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('directory.formLabel', { provider })}>
          <Flex direction="column" gap="3">
            <FormErrors message={formError.message} />
            {kind === 'google' ? (
              <Flex direction="column" gap="2">
                <Text id={authLabelId} size="2" weight="medium">
                  {t('directory.auth.label')}
                </Text>
                <Controller
                  control={form.control}
                  name="auth_mode"
                  render={({ field }) => (
                    <RadioGroup.Root aria-labelledby={authLabelId} value={field.value ?? 'key'} onValueChange={field.onChange}>
                      <RadioGroup.Item value="key">{t('directory.auth.key')}</RadioGroup.Item>
                      <RadioGroup.Item value="oauth">{t('directory.auth.oauth')}</RadioGroup.Item>
                    </RadioGroup.Root>
                  )}
                />
                {errors.auth_mode?.message ? (
                  <Text size="1" color="red">
                    {errors.auth_mode.message}
                  </Text>
                ) : null}
                {oauth && data.redirect_uri ? (
                  <Flex direction="column" gap="1">
                    <Hint>{t('directory.auth.redirectHint')}</Hint>
                    <Code size="2" style={{ overflowWrap: 'anywhere' }}>
                      {data.redirect_uri}
                    </Code>
                  </Flex>
                ) : null}
              </Flex>
            ) : null}
            <FormField label={t(`directory.tenant.${kind}`)} error={errors.tenant?.message} hint={<Hint>{t(`directory.tenantHint.${kind}`)}</Hint>}>
              {(control) => <TextField.Root {...control} {...form.register('tenant')} autoComplete="off" />}
            </FormField>
            {kind === 'okta' ? null : (
              <FormField label={t(`directory.clientId.${variant}`)} error={errors.client_id?.message}>
                {(control) => <TextField.Root {...control} {...form.register('client_id')} autoComplete="off" />}
              </FormField>
            )}
            <FormField label={t(`directory.secret.${variant}`)} error={errors.secret?.message} hint={secretHint}>
              {(control) =>
                kind === 'google' && !oauth ? (
                  <TextArea {...control} {...form.register('secret')} rows={3} autoComplete="off" spellCheck={false} />
                ) : (
                  <TextField.Root {...control} {...form.register('secret')} type="password" autoComplete="new-password" />
                )
              }
            </FormField>
            <Flex gap="3" justify="end" wrap="wrap">
              {connection ? (
                <ConfirmDialog
                  trigger={
                    <Button type="button" variant="soft" color="red">
                      {t('directory.remove')}
                    </Button>
                  }
                  title={t('directory.removeTitle', { provider })}
                  description={t('directory.removeBody', { provider })}
                  confirmLabel={t('directory.remove')}
                  onConfirm={async () => {
                    await remove.mutateAsync();
                    toast({ kind: 'success', title: t('directory.removed', { provider }) });
                  }}
                />
              ) : null}
              <Button type="submit" variant="soft" loading={isSubmitting}>
                {t('directory.save')}
              </Button>
              <Button type="button" disabled={!connection?.has_secret || (savedOauth && !connection.has_consent) || pending(data.runs[0])} loading={run.isPending} onClick={() => void importNow()}>
                {t('directory.importNow')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Flex>
    </Card>
  );
}

function RunsTable({ kind, runs }: { kind: DirectoryKind; runs: SyncRun[] }) {
  const { t } = useTranslation('iam');
  const keys = ['started', 'status', 'created', 'updated', 'deactivated', 'groups', 'errors', 'by'] as const;
  const columns: DataTableColumn<SyncRun>[] = keys.map((key) => ({ key, header: t(`runs.columns.${key}`), align: ['created', 'updated', 'deactivated', 'groups', 'errors'].includes(key) ? 'right' : undefined }));
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="4">
        {t('runs.title')}
      </Heading>
      <div style={{ overflowX: 'auto' }}>
        <DataTable
          caption={t('runs.table', { provider: t(`names.${kind}`) })}
          columns={columns}
          rows={runs}
          rowKey={(r) => r.id}
          emptyText={t('runs.empty')}
          renderRow={(r) => (
            <Table.Row key={r.id} align="center">
              <Table.RowHeaderCell>{formatDateTime(r.created_at)}</Table.RowHeaderCell>
              <Table.Cell>
                <Badge color={STATUS_COLOR[r.status]}>{t(`directory.statuses.${r.status}`)}</Badge>
              </Table.Cell>
              <Table.Cell align="right">{r.created}</Table.Cell>
              <Table.Cell align="right">{r.updated}</Table.Cell>
              <Table.Cell align="right">{r.deactivated}</Table.Cell>
              <Table.Cell align="right">{r.groups}</Table.Cell>
              <Table.Cell align="right">{r.errors.length}</Table.Cell>
              <Table.Cell>{r.requested_by}</Table.Cell>
            </Table.Row>
          )}
        />
      </div>
    </Flex>
  );
}

function CreatedToken({ kind, created, onDone }: { kind: DirectoryKind; created: CreatedScimToken; onDone: () => void }) {
  const { t } = useTranslation('iam');
  const toast = useToast();
  return (
    <Callout.Root color="green" role="status">
      <Flex direction="column" gap="2">
        <Text weight="bold">{t('scim.createdTitle')}</Text>
        <Text size="2">{t('scim.createdText', { name: created.name, provider: t(`names.${kind}`) })}</Text>
        <Code size="2" aria-label={t('scim.createdLabel')} data-testid="new-scim-token" style={{ wordBreak: 'break-all' }}>
          {created.token}
        </Code>
        <Flex gap="2">
          <Button size="1" onClick={() => void navigator.clipboard?.writeText(created.token).then(() => toast({ kind: 'success', title: t('scim.copied') }))}>
            {t('scim.copy')}
          </Button>
          <Button size="1" variant="soft" onClick={onDone}>
            {t('scim.done')}
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}

function TokenRow({ kind, token }: { kind: DirectoryKind; token: ScimToken }) {
  const { t } = useTranslation('iam');
  const toast = useToast();
  const client = useQueryClient();
  const revoke = useMutation(iamMutations.revokeToken(client, kind));
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell>{token.name}</Table.RowHeaderCell>
      <Table.Cell>
        <Code>{token.prefix}</Code>
      </Table.Cell>
      <Table.Cell>{token.revoked_at ? <Badge color="red">{t('scim.revokedBadge')}</Badge> : <Badge color="green">{t('scim.active')}</Badge>}</Table.Cell>
      <Table.Cell>{token.created_by}</Table.Cell>
      <Table.Cell>{formatDateTime(token.created_at)}</Table.Cell>
      <Table.Cell>{token.last_used_at ? formatDateTime(token.last_used_at) : t('scim.never')}</Table.Cell>
      {token.revoked_at ? (
        <Table.Cell />
      ) : (
        <RowActions
          remove={{
            label: t('scim.revokeOf', { name: token.name }),
            title: t('scim.revokeTitle', { name: token.name }),
            description: t('scim.revokeText', { provider: t(`names.${kind}`) }),
            confirmLabel: t('scim.revoke'),
            onConfirm: async () => {
              await revoke.mutateAsync(token.id);
              toast({ kind: 'success', title: t('scim.revoked', { name: token.name }) });
            },
          }}
        />
      )}
    </Table.Row>
  );
}

function ScimCard({ kind }: { kind: DirectoryKind }) {
  const { t } = useTranslation('iam');
  const client = useQueryClient();
  const provider = t(`names.${kind}`);
  const tokens = useQuery(iamQueries.scimTokens(kind));
  const create = useMutation(iamMutations.createToken(client, kind));
  const [created, setCreated] = useState<CreatedScimToken | null>(null);
  const form = useForm<CreateScimTokenBody>({ resolver: zodResolver(createScimTokenBody), defaultValues: { name: '' } });
  const formError = useFormErrors(form.setError, ['name'] as const);
  const columns: DataTableColumn<ScimToken>[] = (['name', 'prefix', 'status', 'createdBy', 'created', 'lastUsed'] as const).map((key) => ({ key, header: t(`scim.columns.${key}`) }));

  async function submit(body: CreateScimTokenBody) {
    formError.clear();
    try {
      setCreated(await create.mutateAsync(body));
      form.reset();
    } catch (error) {
      formError.show(error);
    }
  }

  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('scim.title')}
        </Heading>
        <Text size="2" color="gray">
          {t('scim.intro', { provider })}
        </Text>
        {tokens.data ? (
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium">
              {t('scim.baseUrl')}
            </Text>
            <Code size="2" style={{ overflowWrap: 'anywhere' }}>
              {tokens.data.base_url}
            </Code>
          </Flex>
        ) : null}
        {created ? <CreatedToken kind={kind} created={created} onDone={() => setCreated(null)} /> : null}
        <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('scim.create')}>
          <Flex direction="column" gap="2">
            <FormErrors message={formError.message} />
            <Flex gap="3" align="end" wrap="wrap">
              <div style={{ flex: '1 1 260px' }}>
                <FormField label={t('scim.name')} error={form.formState.errors.name?.message}>
                  {(control) => <TextField.Root {...control} {...form.register('name')} placeholder={t('scim.namePlaceholder', { provider })} autoComplete="off" />}
                </FormField>
              </div>
              <Button type="submit" loading={create.isPending}>
                {t('scim.create')}
              </Button>
            </Flex>
          </Flex>
        </form>
        <div style={{ overflowX: 'auto' }}>
          <DataTable
            caption={t('scim.table', { provider })}
            columns={columns}
            rows={tokens.isError ? null : tokens.data?.tokens}
            rowKey={(row) => row.id}
            renderRow={(row) => <TokenRow key={row.id} kind={kind} token={row} />}
            emptyText={t('scim.empty')}
            loadingText={t('directory.loading')}
            hasActions
            actionsLabel={t('scim.columns.actions')}
          />
        </div>
      </Flex>
    </Card>
  );
}
