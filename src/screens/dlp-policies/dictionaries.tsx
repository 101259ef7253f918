// Dictionaries (/add-new-system-dictionary/:id?, /add-new-system-dictionary-steps): the shipped system
// dictionaries (from the detector library) and the company's own, which may extend a system one with
// its words; a policy watches either.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Heading, Select, Table, Text, TextArea, TextField } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../../api/client';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { dictionaryBody, type Dictionary, type DictionaryBody } from '../../api/contract/dlp-policies';
import { dlpDetectQueries, dlpPolicyMutations, dlpPolicyQueries } from '../../api/queries/dlp-policies';
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

type DictionaryForm = { name: string; base_id: string; words: string };
const FIELDS = ['name', 'base_id', 'words'] as const;
const NONE = 'none';

const bodyOf = (v: DictionaryForm): DictionaryBody => ({ name: v.name, base_id: v.base_id === NONE ? null : v.base_id, words: v.words.split(/[\n,]/).map((w) => w.trim()).filter(Boolean) });

export function DictionaryFormCard({ dictionary, save }: { dictionary?: Dictionary; save: (body: DictionaryBody) => Promise<unknown> }) {
  const { t } = useTranslation('dlp-policies');
  const navigate = useNavigate();
  const toast = useChangesToast();
  const system = useQuery(dlpDetectQueries.dataTypes());
  const form = useForm<DictionaryForm>({ defaultValues: { name: dictionary?.name ?? '', base_id: dictionary?.base_id ?? NONE, words: dictionary?.words.join('\n') ?? '' } });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  async function submit(values: DictionaryForm) {
    formError.clear();
    const body = bodyOf(values);
    if (!setSchemaErrors(dictionaryBody, body, form.setError, FIELDS)) return;
    try {
      await save(body);
      toast(t('dictionaries.saved', { name: body.name }));
      void navigate(linkTo('add-new-system-dictionary'));
    } catch (error) {
      formError.show(error, error instanceof ApiRequestError && error.status === 409 ? error.exception : undefined);
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('dictionaries.columns.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <FormField label={t('dictionaries.base')} error={errors.base_id?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="base_id"
                render={({ field }) => (
                  <Select.Root value={field.value} onValueChange={field.onChange}>
                    <Select.Trigger id={control.id} aria-describedby={control['aria-describedby']} />
                    <Select.Content>
                      <Select.Item value={NONE}>{t('dictionaries.noBase')}</Select.Item>
                      {(system.data?.dictionaries ?? []).map((d) => (
                        <Select.Item key={d.id} value={d.id}>
                          {d.name}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                )}
              />
            )}
          </FormField>
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
  const { t } = useTranslation('dlp-policies');
  const toast = useChangesToast();
  const remove = useMutation(dlpPolicyMutations.deleteDictionary());
  return rows.map((d) => (
    <Table.Row key={d.id} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{d.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{d.base_name ?? '—'}</Table.Cell>
      <Table.Cell>{d.words.length}</Table.Cell>
      <Table.Cell>{d.policies}</Table.Cell>
      {canChange ? (
        <RowActions
          edit={{ href: linkTo('add-new-system-dictionary', { id: d.id }), label: t('dictionaries.edit', { name: d.name }) }}
          remove={{
            label: t('dictionaries.remove', { name: d.name }),
            title: t('dictionaries.removeTitle'),
            description: t('dictionaries.removeText', { name: d.name }),
            onConfirm: async () => {
              await remove.mutateAsync(d.id);
              toast(t('dictionaries.removed', { name: d.name }));
            },
          }}
        />
      ) : null}
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
  usePageHeading({ subheading: t('dictionaries.subtitle') });
  const canChange = useCanChangeDlp();
  const { q, page, search, setPage } = useSearchPage();
  const list = useQuery(dlpPolicyQueries.dictionaries({ q, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(dlpPolicyQueries.dictionaryCount(q));
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
        <ListHeader label={t('dictionaries.search')} q={q} onSearch={search}>
          {canChange ? (
            <Button asChild>
              <RouterLink to={linkTo('add-new-system-dictionary-steps')}>
                <PlusIcon /> {t('dictionaries.add')}
              </RouterLink>
            </Button>
          ) : null}
        </ListHeader>
        <DataTable
          caption={t('dictionaries.table')}
          columns={(['name', 'base', 'words', 'policies'] as const).map((key) => ({ key, header: t(`dictionaries.columns.${key}`) }))}
          rows={list.data}
          busy={list.isPending}
          emptyText={t('dictionaries.empty')}
          loadingText={t('loading')}
          hasActions={canChange}
          actionsLabel={t('list.actions')}
          renderRows={(rows) => <Rows rows={rows} canChange={canChange} />}
          pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: setPage }}
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
