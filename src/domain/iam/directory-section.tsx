// Issue 27: the directory part of /azure, /google, /microsoft and /okta — the connection to the directory
// API (secret stored encrypted, never shown again), "Import now" through the job queue with the sync status,
// last run, counts and errors, the recent runs, and the SCIM tokens the provider pushes people with.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Callout, Card, Code, Flex, Heading, Table, Text, TextArea, TextField } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import {
  createScimTokenBody,
  directoryBody,
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

const FIELDS = ['tenant', 'client_id', 'secret'] as const;
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
  if (query.isPending) return <Text color="gray">{t('directory.loading')}</Text>;
  if (query.isError) return <ErrorState />;
  return (
    <Flex direction="column" gap="4">
      <ConnectionCard key={query.data.connection?.updated_at ?? 'new'} kind={kind} data={query.data} />
      <RunsTable kind={kind} runs={query.data.runs} />
      <ScimCard kind={kind} />
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
  const form = useForm<DirectoryBody>({ resolver: zodResolver(directoryBody), defaultValues: { tenant: connection?.tenant ?? '', client_id: connection?.client_id ?? '', secret: '' } });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

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

  const secretHint = <Hint>{t(connection?.has_secret ? 'directory.secretStored' : 'directory.secretNew')}</Hint>;
  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            {t('directory.title')}
          </Heading>
          <Text size="2" color="gray">
            {t(`directory.intro.${kind}`)}
          </Text>
        </Flex>
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
            <FormField label={t(`directory.tenant.${kind}`)} error={errors.tenant?.message} hint={<Hint>{t(`directory.tenantHint.${kind}`)}</Hint>}>
              {(control) => <TextField.Root {...control} {...form.register('tenant')} autoComplete="off" />}
            </FormField>
            {kind === 'okta' ? null : (
              <FormField label={t(`directory.clientId.${kind}`)} error={errors.client_id?.message}>
                {(control) => <TextField.Root {...control} {...form.register('client_id')} autoComplete="off" />}
              </FormField>
            )}
            <FormField label={t(`directory.secret.${kind}`)} error={errors.secret?.message} hint={secretHint}>
              {(control) =>
                kind === 'google' ? (
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
              <Button type="button" disabled={!connection?.has_secret || pending(data.runs[0])} loading={run.isPending} onClick={() => void importNow()}>
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
