// /browse-catalog (and /browse-catalog-legacy, /add-catalog-saas-app): the catalog of known apps
// (spec part 2 §3: "Catalog apps are a searchable list") with a category and a Gen AI filter, each
// app's icon and its access for this company, and the change that puts it on either /saas-config tab.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Select, Switch, Table, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { CatalogApp, CatalogQuery } from '../../api/contract/saas';
import { saasQueries } from '../../api/queries/saas';
import { usePageHeading } from '../../app/layout/page-heading';
import { ChangeAccessButton } from '../../domain/saas/change-access-dialog';
import { AccessTag } from '../../ui/access-tag';
import { AppIcon } from '../../ui/app-icon';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { RowActions } from '../../ui/row-actions';
import { SearchBox } from '../../ui/search-box';
import { useCanChangePolicies } from './config-websites-shared';

const ALL = '__all__';

const CATALOG_COLUMNS = ['name', 'categories', 'domains', 'kind', 'access'] as const;

function CatalogRows({ rows, mayChange }: { rows: CatalogApp[]; mayChange: boolean }) {
  const { t } = useTranslation('saas-policies');
  return rows.map((app) => (
    <Table.Row key={app.id} align="center" data-app={app.name}>
      <Table.RowHeaderCell>
        <Flex align="center" gap="2">
          <AppIcon icon={app.icon} />
          <Text weight="medium">{app.name}</Text>
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <MultiValue content={app.categories} />
      </Table.Cell>
      <Table.Cell>
        <MultiValue content={app.domains} />
      </Table.Cell>
      <Table.Cell>{app.is_gen_ai ? t('kind.genAi') : '—'}</Table.Cell>
      <Table.Cell>
        <AccessTag value={app.access_type} action={app.action_type} />
      </Table.Cell>
      {mayChange ? (
        <RowActions>
          <ChangeAccessButton app={app} label={t('access.change')} accessibleName={t('access.changeFor', { name: app.name })} />
        </RowActions>
      ) : null}
    </Table.Row>
  ));
}

export default function BrowseCatalog() {
  const { t } = useTranslation('saas-policies');
  usePageHeading({ subheading: t('catalog.subtitle') });
  const mayChange = useCanChangePolicies();
  const [query, setQuery] = useState<CatalogQuery>({ page: 1, size: DEFAULT_PAGE_SIZE });
  const set = (patch: Partial<CatalogQuery>) => setQuery((current) => ({ ...current, page: 1, ...patch }));
  const { page: _page, size: _size, ...filters } = query;
  const list = useQuery(saasQueries.catalog(query));
  const count = useQuery(saasQueries.catalogCount(filters));
  const categories = useQuery(saasQueries.categories());
  const rows = list.data;

  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" align="end" wrap="wrap">
        <Box width="320px" maxWidth="100%">
          <SearchBox value={query.q ?? ''} onSearch={(q) => set({ q: q || undefined })} label={t('searchLabel')} />
        </Box>
        <Flex direction="column" gap="1">
          <Text as="label" size="1" color="gray" id="catalog-category">
            {t('catalog.category')}
          </Text>
          <Select.Root value={query.category ?? ALL} onValueChange={(v) => set({ category: v === ALL ? undefined : v })}>
            <Select.Trigger aria-labelledby="catalog-category" />
            <Select.Content>
              <Select.Item value={ALL}>{t('catalog.allCategories')}</Select.Item>
              {(categories.data ?? []).map((c) => (
                <Select.Item key={c.name} value={c.name}>
                  {c.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Text as="label" size="2">
          <Flex gap="2" align="center" height="32px">
            <Switch checked={query.genai === true} onCheckedChange={(on) => set({ genai: on ? true : undefined })} />
            {t('catalog.genAi')}
          </Flex>
        </Text>
      </Flex>

      <DataTable
        caption={t('tableLabel.catalog')}
        columns={CATALOG_COLUMNS.map((column) => ({ key: column, header: t(`columns.${column}`) }))}
        rows={rows}
        busy={list.isPending}
        emptyText={t('empty.catalog')}
        loadingText={t('loading')}
        hasActions={mayChange}
        actionsLabel={t('columns.actions')}
        renderRows={(page) => <CatalogRows rows={page} mayChange={mayChange} />}
        pager={{ page: query.page, size: query.size, total: count.data ?? 0, onPageChange: (page) => setQuery((c) => ({ ...c, page })) }}
      />
    </Flex>
  );
}
