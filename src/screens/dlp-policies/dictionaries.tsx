// Dictionaries (/add-new-system-dictionary/:id?, /add-new-system-dictionary-steps): the shipped system
// dictionaries (from the detector library) and the company's own, which may extend a system one with
// its words; a policy watches either.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Heading, Table, Text, TextArea, TextField } from '@radix-ui/themes';
import { dictionaryBody, type Dictionary, type DictionaryBody } from '../../api/contract/dlp-policies';
import { dlpDetectQueries, dlpPolicyMutations, dlpPolicyQueries } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { FormActions } from '../../ui/form-actions';
import { FormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { ObjectList, ObjectRowActions } from './object-list';
import { useSaveForm } from './save-form';

type DictionaryForm = { name: string; base_id: string; words: string };
const FIELDS = ['name', 'base_id', 'words'] as const;
const NONE = 'none';

const bodyOf = (v: DictionaryForm): DictionaryBody => ({ name: v.name, base_id: v.base_id === NONE ? null : v.base_id, words: v.words.split(/[\n,]/).map((w) => w.trim()).filter(Boolean) });

export function DictionaryFormCard({ dictionary, save }: { dictionary?: Dictionary; save: (body: DictionaryBody) => Promise<unknown> }) {
  const { t } = useTranslation('dlp-policies');
  const system = useQuery(dlpDetectQueries.dataTypes());
  const form = useForm<DictionaryForm>({ defaultValues: { name: dictionary?.name ?? '', base_id: dictionary?.base_id ?? NONE, words: dictionary?.words.join('\n') ?? '' } });
  const { formError, submit } = useSaveForm(form, { schema: dictionaryBody, fields: FIELDS, save, savedText: (body: DictionaryBody) => t('dictionaries.saved', { name: body.name }), backTo: linkTo('add-new-system-dictionary') });
  const { errors, isSubmitting } = form.formState;

  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <form noValidate onSubmit={form.handleSubmit((values) => submit(bodyOf(values)))}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('dictionaries.columns.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <Controller
            control={form.control}
            name="base_id"
            render={({ field }) => (
              <SelectField
                label={t('dictionaries.base')}
                error={errors.base_id?.message}
                value={field.value}
                options={[NONE, ...(system.data?.dictionaries ?? []).map((d) => d.id)]}
                text={(id) => (id === NONE ? t('dictionaries.noBase') : (system.data?.dictionaries.find((d) => d.id === id)?.name ?? id))}
                onChange={field.onChange}
              />
            )}
          />
          <FormField label={t('dictionaries.words')} error={errors.words?.message} hint={<Text size="1" color="gray">{t('dictionaries.wordsHint')}</Text>}>
            {(control) => <TextArea {...control} {...form.register('words')} rows={6} />}
          </FormField>
          <FormActions cancelTo={linkTo('add-new-system-dictionary')} submitLabel={t('dictionaries.save')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

function Rows({ rows, canChange }: { rows: Dictionary[]; canChange: boolean }) {
  const remove = useMutation(dlpPolicyMutations.deleteDictionary());
  return rows.map((d) => (
    <Table.Row key={d.id} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{d.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{d.base_name ?? '—'}</Table.Cell>
      <Table.Cell>{d.words.length}</Table.Cell>
      <Table.Cell>{d.policies}</Table.Cell>
      {canChange ? <ObjectRowActions prefix="dictionaries" name={d.name} editTo={linkTo('add-new-system-dictionary', { id: d.id })} remove={() => remove.mutateAsync(d.id)} /> : null}
    </Table.Row>
  ));
}

function SystemDictionaries() {
  const { t } = useTranslation('dlp-policies');
  const system = useQuery(dlpDetectQueries.dataTypes());
  return (
    <DataTable
      caption={t('dictionaries.systemTable')}
      columns={(['name', 'description', 'words'] as const).map((key) => ({ key, header: t(`dictionaries.systemColumns.${key}`) }))}
      rows={system.data?.dictionaries}
      busy={system.isPending}
      emptyText={t('dictionaries.empty')}
      loadingText={t('loading')}
      renderRows={(rows) =>
        rows.map((d) => (
          <Table.Row key={d.id}>
            <Table.RowHeaderCell>{d.name}</Table.RowHeaderCell>
            <Table.Cell>{d.description}</Table.Cell>
            <Table.Cell>{d.words}</Table.Cell>
          </Table.Row>
        ))
      }
    />
  );
}

export function DictionaryList() {
  const { t } = useTranslation('dlp-policies');
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('dictionaries.system')}
        </Heading>
        <SystemDictionaries />
      </Flex>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('dictionaries.own')}
        </Heading>
        <ObjectList
          prefix="dictionaries"
          addTo={linkTo('add-new-system-dictionary-steps')}
          columns={['name', 'base', 'words', 'policies']}
          list={dlpPolicyQueries.dictionaries}
          count={dlpPolicyQueries.dictionaryCount}
          renderRows={(rows, canChange) => <Rows rows={rows} canChange={canChange} />}
        />
      </Flex>
    </Flex>
  );
}

export function DictionaryEdit({ id }: { id: string }) {
  const { t } = useTranslation('dlp-policies');
  const one = useQuery({ ...dlpPolicyQueries.dictionary(id), retry: false });
  const update = useMutation(dlpPolicyMutations.updateDictionary());
  usePageHeading({ subheading: one.data ? t('dictionaries.editing', { name: one.data.name }) : undefined });
  if (one.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!one.data) return <ErrorState title={t('dictionaries.notFound')} subtitle={t('dictionaries.notFoundHelp')} />;
  return <DictionaryFormCard key={one.data.id} dictionary={one.data} save={(body) => update.mutateAsync({ id, body })} />;
}
