// Monitored folders (/add-new-folder/:id?, /add-new-folder-steps): without an id, the list; with one, its
// form; the steps route adds one. Paths are checked per platform with the contract's rules.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Card, Code, Flex, Select, Switch, Table, Text, TextField } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../../api/client';
import { PLATFORM_FAMILIES } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { folderBody, type Folder, type FolderBody } from '../../api/contract/dlp-policies';
import { dlpPolicyMutations, dlpPolicyQueries } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { FormActions } from '../../ui/form-actions';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { RowActions } from '../../ui/row-actions';
import { useChangesToast } from '../../ui/use-changes-toast';
import { setSchemaErrors } from './schema-errors';
import { ListHeader, useCanChangeDlp, useSearchPage } from './shared';

type FolderForm = { name: string; platform: (typeof PLATFORM_FAMILIES)[number]; path: string; include_subfolders: boolean };
const FIELDS = ['name', 'platform', 'path'] as const;

export function FolderFormCard({ folder, save }: { folder?: Folder; save: (body: FolderBody) => Promise<unknown> }) {
  const { t } = useTranslation('dlp-policies');
  const navigate = useNavigate();
  const toast = useChangesToast();
  const form = useForm<FolderForm>({ defaultValues: { name: folder?.name ?? '', platform: folder?.platform ?? 'Windows', path: folder?.path ?? '', include_subfolders: folder?.include_subfolders ?? true } });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const platform = form.watch('platform');

  async function submit(values: FolderForm) {
    formError.clear();
    if (!setSchemaErrors(folderBody, values, form.setError, FIELDS)) return;
    try {
      await save(values);
      toast(t('folders.saved', { name: values.name }));
      void navigate(linkTo('add-new-folder'));
    } catch (error) {
      formError.show(error, error instanceof ApiRequestError && error.status === 409 ? error.exception : undefined);
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('folders.columns.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <FormField label={t('folders.columns.platform')}>
            {(control) => (
              <Controller
                control={form.control}
                name="platform"
                render={({ field }) => (
                  <Select.Root value={field.value} onValueChange={field.onChange}>
                    <Select.Trigger id={control.id} aria-describedby={control['aria-describedby']} />
                    <Select.Content>
                      {PLATFORM_FAMILIES.map((p) => (
                        <Select.Item key={p} value={p}>
                          {p}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                )}
              />
            )}
          </FormField>
          <FormField label={t('folders.columns.path')} error={errors.path?.message} hint={<Text size="1" color="gray">{t(`folders.pathHint.${platform}`)}</Text>}>
            {(control) => <TextField.Root {...control} {...form.register('path')} autoComplete="off" spellCheck={false} />}
          </FormField>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Controller control={form.control} name="include_subfolders" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} />} />
              {t('folders.subfolders')}
            </Flex>
          </Text>
          <FormActions cancelTo={linkTo('add-new-folder')} submitLabel={t('folders.save')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

function Rows({ rows, canChange }: { rows: Folder[]; canChange: boolean }) {
  const { t } = useTranslation('dlp-policies');
  const toast = useChangesToast();
  const remove = useMutation(dlpPolicyMutations.deleteFolder());
  return rows.map((f) => (
    <Table.Row key={f.id} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{f.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{f.platform}</Table.Cell>
      <Table.Cell style={{ overflowWrap: 'anywhere' }}>
        <Code>{f.path}</Code>
        {f.include_subfolders ? (
          <Text as="div" size="1" color="gray">
            {t('folders.withSubfolders')}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>{f.policies}</Table.Cell>
      {canChange ? (
        <RowActions
          edit={{ href: linkTo('add-new-folder', { id: f.id }), label: t('folders.edit', { name: f.name }) }}
          remove={{
            label: t('folders.remove', { name: f.name }),
            title: t('folders.removeTitle'),
            description: t('folders.removeText', { name: f.name }),
            onConfirm: async () => {
              await remove.mutateAsync(f.id);
              toast(t('folders.removed', { name: f.name }));
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

export function FolderList() {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t('folders.subtitle') });
  const canChange = useCanChangeDlp();
  const { q, page, search, setPage } = useSearchPage();
  const list = useQuery(dlpPolicyQueries.folders({ q, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(dlpPolicyQueries.folderCount(q));
  return (
    <Flex direction="column" gap="4">
      <ListHeader label={t('folders.search')} q={q} onSearch={search}>
        {canChange ? (
          <Button asChild>
            <RouterLink to={linkTo('add-new-folder-steps')}>
              <PlusIcon /> {t('folders.add')}
            </RouterLink>
          </Button>
        ) : null}
      </ListHeader>
      <DataTable
        caption={t('folders.table')}
        columns={(['name', 'platform', 'path', 'policies'] as const).map((key) => ({ key, header: t(`folders.columns.${key}`) }))}
        rows={list.data}
        busy={list.isPending}
        emptyText={t('folders.empty')}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('list.actions')}
        renderRows={(rows) => <Rows rows={rows} canChange={canChange} />}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: setPage }}
      />
    </Flex>
  );
}

export function FolderEdit({ id }: { id: string }) {
  const { t } = useTranslation('dlp-policies');
  const one = useQuery({ ...dlpPolicyQueries.folder(id), retry: false });
  const update = useMutation(dlpPolicyMutations.updateFolder());
  usePageHeading({ subheading: one.data ? t('folders.editing', { name: one.data.name }) : undefined });
  if (one.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!one.data) return <ErrorState title={t('folders.notFound')} subtitle={t('folders.notFoundHelp')} />;
  return <FolderFormCard key={one.data.id} folder={one.data} save={(body) => update.mutateAsync({ id, body })} />;
}
