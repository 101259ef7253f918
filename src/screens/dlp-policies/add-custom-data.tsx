// /add-custom-data/:id? (Custom Data): without an id, the company's custom data types; with one, that type
// with the matches the agents' detectors find in its saved sample, and its form.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Button, Card, Code, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { CustomData } from '../../api/contract/dlp-policies';
import { dlpPolicyMutations, dlpPolicyQueries } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { RowActions } from '../../ui/row-actions';
import { useChangesToast } from '../../ui/use-changes-toast';
import { CustomDataForm, customFormOf, Matches } from './custom-data-form';
import { ListHeader, useCanChangeDlp, useSearchPage } from './shared';

function Rows({ rows, canChange }: { rows: CustomData[]; canChange: boolean }) {
  const { t } = useTranslation('dlp-policies');
  const toast = useChangesToast();
  const remove = useMutation(dlpPolicyMutations.deleteCustomData());
  return rows.map((c) => (
    <Table.Row key={c.id} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{c.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{t(`custom.kinds.${c.kind}`)}</Table.Cell>
      <Table.Cell style={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{c.kind === 'regex' ? <Code>{c.pattern}</Code> : c.keywords.join(', ')}</Table.Cell>
      <Table.Cell>{c.policies}</Table.Cell>
      {canChange ? (
        <RowActions
          edit={{ href: linkTo('add-custom-data', { id: c.id }), label: t('custom.edit', { name: c.name }) }}
          remove={{
            label: t('custom.remove', { name: c.name }),
            title: t('custom.removeTitle'),
            description: t('custom.removeText', { name: c.name }),
            onConfirm: async () => {
              await remove.mutateAsync(c.id);
              toast(t('custom.removed', { name: c.name }));
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

function CustomList() {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t('custom.subtitle') });
  const canChange = useCanChangeDlp();
  const { q, page, search, setPage } = useSearchPage();
  const list = useQuery(dlpPolicyQueries.customData({ q, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(dlpPolicyQueries.customDataCount(q));
  return (
    <Flex direction="column" gap="4">
      <ListHeader label={t('custom.search')} q={q} onSearch={search}>
        {canChange ? (
          <Button asChild>
            <RouterLink to={linkTo('add-custom-data-steps')}>
              <PlusIcon /> {t('custom.add')}
            </RouterLink>
          </Button>
        ) : null}
      </ListHeader>
      <DataTable
        caption={t('custom.table')}
        columns={(['name', 'kind', 'definition', 'policies'] as const).map((key) => ({ key, header: t(`custom.columns.${key}`) }))}
        rows={list.data}
        busy={list.isPending}
        emptyText={t('custom.empty')}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('list.actions')}
        renderRows={(rows) => <Rows rows={rows} canChange={canChange} />}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: setPage }}
      />
    </Flex>
  );
}

function CustomOne({ id }: { id: string }) {
  const { t } = useTranslation('dlp-policies');
  const one = useQuery({ ...dlpPolicyQueries.customDataOne(id), retry: false });
  const matches = useQuery({ ...dlpPolicyQueries.customDataMatches(id), retry: false });
  const update = useMutation(dlpPolicyMutations.updateCustomData());
  usePageHeading({ subheading: one.data ? t('custom.editing', { name: one.data.name }) : undefined });
  if (one.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!one.data) return <ErrorState title={t('custom.notFound')} subtitle={t('custom.notFoundHelp')} />;
  return (
    <Flex direction="column" gap="4">
      {one.data.sample_text ? (
        <Card style={{ maxWidth: 760 }}>
          <Flex direction="column" gap="2">
            <Heading as="h2" size="3">
              {t('custom.savedSample')}
            </Heading>
            {matches.data ? <Matches result={matches.data} /> : <Text color="gray">{t('loading')}</Text>}
          </Flex>
        </Card>
      ) : null}
      <CustomDataForm key={one.data.id} initial={customFormOf(one.data)} save={(body) => update.mutateAsync({ id, body })} />
    </Flex>
  );
}

export default function AddCustomData() {
  const id = useParams().id;
  return id ? <CustomOne id={id} /> : <CustomList />;
}
