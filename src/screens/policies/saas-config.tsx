// /saas-config (spec part 2 §9 config SaaS apps: tabs Sanctioned and Unsanctioned, 'Add New' from Catalog
// or Custom App): the apps this company classified, server-paged with search, each changeable from its
// row; on the Unsanctioned tab, the unsanctioned categories. How far a change reached: <PolicyReach />.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Box, Button, DropdownMenu, Flex, Table, Tabs, Text } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../api/contract/common';
import type { AccountApp, AccountAppsQuery } from '../../api/contract/saas';
import { saasMutations, saasQueries } from '../../api/queries/saas';
import { usePageHeading } from '../../app/layout/page-heading';
import { policyListFilters } from '../../app/routes/filters';
import { routeById } from '../../app/routes/table';
import { fetchAllPages, useListExport } from '../../commands/list-export';
import { ChangeAccessButton } from '../../domain/saas/change-access-dialog';
import { useChangesToast } from '../../ui/use-changes-toast';
import { linkTo } from '../../lib/links';
import { AccessTag } from '../../ui/access-tag';
import { AppIcon } from '../../ui/app-icon';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { RowActions } from '../../ui/row-actions';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { PolicyReach } from './policy-reach';
import { useCanChangePolicies } from './config-websites-shared';
import { UnsanctionedCategories } from './saas-config-categories';
import { ClassifyDialog } from './saas-config-classify';

const TABS = ['sanctioned', 'unsanctioned'] as const;
type Tab = (typeof TABS)[number];
const TAG = { sanctioned: 'Sanctioned', unsanctioned: 'Unsanctioned' } as const;
const COLUMNS = ['name', 'categories', 'kind', 'access', 'updated'] as const;

function AddNewMenu({ onClassify }: { onClassify: () => void }) {
  const { t } = useTranslation('saas-policies');
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button>
          {t('addNew.button')} <ChevronDownIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={onClassify}>{t('addNew.fromCatalog')}</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => navigate(linkTo('add-custom-saas-app'))}>{t('addNew.customApp')}</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => navigate(linkTo('browse-catalog'))}>{routeById('browse-catalog').title}</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function kindText(row: AccountApp, t: (key: string) => string): string {
  return [row.is_custom ? t('kind.custom') : t('kind.catalog'), ...(row.is_gen_ai ? [t('kind.genAi')] : [])].join(' · ');
}

function updatedText(row: AccountApp): string {
  if (!row.updated_at) return '—';
  const date = format(parseISO(row.updated_at), 'MM/dd/yyyy');
  return row.updated_by ? `${date} · ${row.updated_by}` : date;
}

function AppRows({ rows, mayChange }: { rows: AccountApp[]; mayChange: boolean }) {
  const { t } = useTranslation('saas-policies');
  const remove = useMutation(saasMutations.deleteCustomApp());
  const changesToast = useChangesToast();
  return rows.map((row) => (
    <Table.Row key={row.name} align="center" data-app={row.name}>
      <Table.RowHeaderCell>
        <Flex align="center" gap="2">
          <AppIcon icon={row.icon} />
          <Text weight="medium">{row.name}</Text>
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <MultiValue content={row.categories} />
      </Table.Cell>
      <Table.Cell>{kindText(row, t)}</Table.Cell>
      <Table.Cell>
        <AccessTag value={row.access_type} action={row.action_type} />
      </Table.Cell>
      <Table.Cell>{updatedText(row)}</Table.Cell>
      {mayChange ? (
        <RowActions
          remove={
            row.is_custom
              ? {
                  label: t('deleteApp.for', { name: row.name }),
                  title: t('deleteApp.for', { name: row.name }),
                  description: t('deleteApp.confirm', { name: row.name }),
                  confirmLabel: t('deleteApp.button'),
                  onConfirm: async () => {
                    await remove.mutateAsync(row.name);
                    changesToast(t('deleteApp.done', { name: row.name }));
                  },
                }
              : undefined
          }
        >
          <ChangeAccessButton app={row} label={t('access.change')} accessibleName={t('access.changeFor', { name: row.name })} />
        </RowActions>
      ) : null}
    </Table.Row>
  ));
}

export default function SaasConfig() {
  const { t } = useTranslation('saas-policies');
  usePageHeading({ subheading: t('subtitle') });
  const { params, update } = useListParams(policyListFilters);
  const tab: Tab = params.tab === 'unsanctioned' ? 'unsanctioned' : 'sanctioned';
  const mayChange = useCanChangePolicies();
  const [classifying, setClassifying] = useState(false);

  const filters = { tag: TAG[tab], q: params.q } as const;
  const query: AccountAppsQuery = { ...filters, page: params.page ?? 1, size: DEFAULT_PAGE_SIZE };
  const list = useQuery(saasQueries.accountApps(query));
  const count = useQuery(saasQueries.accountAppsCount(filters));
  const rows = list.data;

  const queryClient = useQueryClient();
  useListExport<AccountApp>({
    name: `${routeById('saas-config').title} (${t(`tabs.${tab}`)})`,
    fileName: `saas-apps-${tab}`,
    columns: [
      { header: t('columns.name'), value: (row) => row.name },
      { header: t('columns.categories'), value: (row) => row.categories.join(', ') },
      { header: t('columns.kind'), value: (row) => kindText(row, t) },
      { header: t('columns.access'), value: (row) => (row.action_type ? `${row.access_type} (${row.action_type})` : row.access_type) },
      { header: t('columns.updated'), value: (row) => updatedText(row) },
    ],
    fetchRows: () => fetchAllPages((page, size) => queryClient.fetchQuery(saasQueries.accountApps({ ...filters, page, size })), MAX_PAGE_SIZE),
  });

  return (
    <Flex direction="column" gap="4">
      <PolicyReach />
      <Tabs.Root value={tab} onValueChange={(value) => update({ tab: value === 'sanctioned' ? undefined : value, q: undefined })}>
        <Tabs.List aria-label={t('tabs.label')}>
          {TABS.map((id) => (
            <Tabs.Trigger key={id} value={id}>
              {t(`tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab}>
          <Flex direction="column" gap="4" pt="4">
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Box width="360px" maxWidth="100%">
                <SearchBox key={tab} value={params.q ?? ''} onSearch={(q) => update({ q })} label={t('searchLabel')} />
              </Box>
              {mayChange ? <AddNewMenu onClassify={() => setClassifying(true)} /> : null}
            </Flex>

            <DataTable
              caption={t(`tableLabel.${tab}`)}
              columns={COLUMNS.map((column) => ({ key: column, header: t(`columns.${column}`) }))}
              rows={rows}
              busy={list.isPending}
              emptyText={t(`empty.${tab}`)}
              loadingText={t('loading')}
              hasActions={mayChange}
              actionsLabel={t('columns.actions')}
              renderRows={(page) => <AppRows rows={page} mayChange={mayChange} />}
              pager={{ page: query.page, size: query.size, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
            />

            {tab === 'unsanctioned' ? <UnsanctionedCategories mayChange={mayChange} /> : null}
          </Flex>
        </Tabs.Content>
      </Tabs.Root>
      {classifying ? <ClassifyDialog open={classifying} onOpenChange={setClassifying} /> : null}
    </Flex>
  );
}
