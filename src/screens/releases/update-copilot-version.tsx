// /update-copilot-version/:version (issue 24; SuperAdmin only): one version's status and fleet count, its
// release notes, its builds (added, replaced or removed while it is a draft) and Release / Withdraw.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button, Card, DataList, Flex, Heading, Table, Text, TextArea } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import type { AgentBuild, VersionDetail } from '../../api/contract/releases';
import { releaseMutations, releaseQueries } from '../../api/queries/releases';
import { CenteredLoading } from '../../app/layout/centered-loading';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatBytes, formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { FormActions } from '../../ui/form-actions';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { ReleaseButton } from './copilot-versions';
import { BuildFields, buildBodyOf, EMPTY_BUILD, platformLabel, useBuildSchema, type BuildValues } from './build-fields';
import { StatusBadge } from './shared';

function NotesForm({ detail }: { detail: VersionDetail }) {
  const { t } = useTranslation('releases');
  const toast = useToast();
  const save = useMutation(releaseMutations.updateVersion());
  const form = useForm<{ notes: string }>({ resolver: zodResolver(z.object({ notes: z.string().max(20_000) })), defaultValues: { notes: detail.notes } });
  const formError = useFormErrors(form.setError, ['notes']);
  useEffect(() => form.reset({ notes: detail.notes }), [detail.notes, form]);
  const onSubmit = form.handleSubmit(async (values) => {
    formError.clear();
    try {
      await save.mutateAsync({ version: detail.version, body: values });
      toast({ title: t('form.saved'), kind: 'success' });
    } catch (error) {
      formError.show(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.save')}>
      <Flex direction="column" gap="3">
        <FormErrors message={formError.message} />
        <FormField label={t('form.notes')} error={form.formState.errors.notes?.message}>
          {(aria) => <TextArea {...aria} {...form.register('notes')} rows={6} />}
        </FormField>
        <FormActions cancelTo={linkTo('copilot-versions')} submitLabel={t('form.save')} saving={form.formState.isSubmitting} />
      </Flex>
    </form>
  );
}

function BuildForm({ version }: { version: string }) {
  const { t } = useTranslation('releases');
  const toast = useToast();
  const put = useMutation(releaseMutations.putBuild());
  const form = useForm<BuildValues>({ resolver: zodResolver(useBuildSchema()), defaultValues: EMPTY_BUILD });
  const formError = useFormErrors(form.setError, ['file_name', 'size_bytes', 'sha256']);
  const onSubmit = form.handleSubmit(async (values) => {
    formError.clear();
    try {
      await put.mutateAsync({ version, platform: values.platform, body: buildBodyOf(values) });
      toast({ title: t('form.buildSaved', { platform: platformLabel(values.platform) }), kind: 'success' });
      form.reset(EMPTY_BUILD);
    } catch (error) {
      formError.show(error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.saveBuild')}>
      <Flex direction="column" gap="3">
        <FormErrors message={formError.message} />
        <BuildFields control={form.control} register={form.register} errors={form.formState.errors} prefix="" />
        <Box>
          <Button type="submit" variant="soft" loading={form.formState.isSubmitting}>
            {t('form.saveBuild')}
          </Button>
        </Box>
      </Flex>
    </form>
  );
}

function RemoveBuild({ version, build }: { version: string; build: AgentBuild }) {
  const { t } = useTranslation('releases');
  const toast = useToast();
  const remove = useMutation(releaseMutations.deleteBuild());
  const label = t('form.removeBuild', { platform: platformLabel(build.platform) });
  return (
    <ConfirmDialog
      trigger={
        <Button size="1" variant="soft" color="red" aria-label={label}>
          {t('form.removeShort')}
        </Button>
      }
      title={label}
      description={build.file_name}
      confirmLabel={label}
      onConfirm={async () => {
        await remove.mutateAsync({ version, platform: build.platform });
        toast({ title: t('form.buildRemoved', { platform: platformLabel(build.platform) }), kind: 'success' });
      }}
    />
  );
}

export default function UpdateCopilotVersion() {
  const { t } = useTranslation('releases');
  const { version = '' } = useParams();
  usePageHeading({ heading: `Copilot ${version}`, subheading: t('form.updateSubtitle') });
  const detail = useQuery(releaseQueries.version(version));
  if (detail.isPending) return <CenteredLoading />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiRequestError && (detail.error.status === 404 || detail.error.status === 400);
    return <ErrorState title={missing ? t('form.notFound') : undefined} />;
  }
  const v = detail.data;
  const draft = v.status === 'draft';
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Flex justify="between" align="start" gap="4" wrap="wrap">
          <DataList.Root>
            <DataList.Item>
              <DataList.Label>{t('versions.columns.status')}</DataList.Label>
              <DataList.Value>
                <StatusBadge status={v.status} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('form.endpoints')}</DataList.Label>
              <DataList.Value data-testid="version-endpoints">{v.endpoints}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('form.releasedAt')}</DataList.Label>
              <DataList.Value>{v.released_at ? formatDateTime(v.released_at) : '—'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('form.createdBy')}</DataList.Label>
              <DataList.Value>{v.created_by}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          <ReleaseButton row={v} />
        </Flex>
      </Card>
      <Card size="2">
        <NotesForm detail={v} />
      </Card>
      <Card size="2">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3">
            {t('form.builds')}
          </Heading>
          <Text size="1" color="gray">
            {draft ? t('form.buildsHint') : t('form.lockedBuilds')}
          </Text>
          <Box style={{ overflowX: 'auto' }}>
            <DataTable
              caption={t('form.builds')}
              columns={[
                { key: 'platform', header: t('form.platform') },
                { key: 'file', header: t('form.fileName') },
                { key: 'size', header: t('form.size') },
                { key: 'sha', header: t('form.sha256') },
              ]}
              rows={v.builds}
              emptyText={t('form.noBuilds')}
              hasActions={draft}
              actionsLabel={t('versions.columns.action')}
              renderRows={(rows) =>
                rows.map((b) => (
                  <Table.Row key={b.platform} align="center">
                    <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{platformLabel(b.platform)}</Table.RowHeaderCell>
                    <Table.Cell style={{ overflowWrap: 'anywhere' }}>
                      <Text size="2">{b.file_name}</Text>
                    </Table.Cell>
                    <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatBytes(b.size_bytes)}</Table.Cell>
                    <Table.Cell>
                      <Text size="1" title={b.sha256} style={{ fontFamily: 'var(--code-font-family)' }}>
                        {b.sha256.slice(0, 16)}…
                      </Text>
                    </Table.Cell>
                    {draft ? (
                      <Table.Cell justify="end">
                        <RemoveBuild version={v.version} build={b} />
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))
              }
            />
          </Box>
          {draft ? <BuildForm version={v.version} /> : null}
        </Flex>
      </Card>
    </Flex>
  );
}
