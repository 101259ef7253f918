// Monitored folders (/add-new-folder/:id?, /add-new-folder-steps): without an id, the list; with one, its
// form; the steps route adds one. Paths are checked per platform with the contract's rules.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, Code, Flex, Switch, Table, Text, TextField } from '@radix-ui/themes';
import { PLATFORM_FAMILIES } from '../../api/contract/catalog';
import { folderBody, type Folder, type FolderBody } from '../../api/contract/dlp-policies';
import { dlpPolicyMutations, dlpPolicyQueries } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { FormActions } from '../../ui/form-actions';
import { FormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { ObjectList, ObjectRowActions } from './object-list';
import { useSaveForm } from './save-form';

type FolderForm = { name: string; platform: (typeof PLATFORM_FAMILIES)[number]; path: string; include_subfolders: boolean };
const FIELDS = ['name', 'platform', 'path'] as const;

export function FolderFormCard({ folder, save }: { folder?: Folder; save: (body: FolderBody) => Promise<unknown> }) {
  const { t } = useTranslation('dlp-policies');
  const form = useForm<FolderForm>({ defaultValues: { name: folder?.name ?? '', platform: folder?.platform ?? 'Windows', path: folder?.path ?? '', include_subfolders: folder?.include_subfolders ?? true } });
  const { formError, submit } = useSaveForm(form, { schema: folderBody, fields: FIELDS, save, savedText: (body: FolderBody) => t('folders.saved', { name: body.name }), backTo: linkTo('add-new-folder') });
  const { errors, isSubmitting } = form.formState;
  const platform = form.watch('platform');

  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('folders.columns.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <Controller control={form.control} name="platform" render={({ field }) => <SelectField label={t('folders.columns.platform')} value={field.value} options={PLATFORM_FAMILIES} text={(p) => p} onChange={field.onChange} />} />
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
      {canChange ? <ObjectRowActions prefix="folders" name={f.name} editTo={linkTo('add-new-folder', { id: f.id })} remove={() => remove.mutateAsync(f.id)} /> : null}
    </Table.Row>
  ));
}

export function FolderList() {
  return (
    <ObjectList
      prefix="folders"
      addTo={linkTo('add-new-folder-steps')}
      columns={['name', 'platform', 'path', 'policies']}
      list={dlpPolicyQueries.folders}
      count={dlpPolicyQueries.folderCount}
      renderRows={(rows, canChange) => <Rows rows={rows} canChange={canChange} />}
    />
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
