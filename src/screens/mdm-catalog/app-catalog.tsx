// /app-catalog (App Catalog, issue 20): the provider's curated list of well-known Mac apps with their vendor,
// bundle ID and category, how many of the company's devices have each installed (from what the agents
// report), and "Add to managed apps", which puts the app on /content-apps. Search and category filter.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { Badge, Box, Button, Code, Flex, Link, Select, Table, Text } from '@radix-ui/themes';
import { CheckIcon, PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { CatalogAppRow } from '../../api/contract/mdm-catalog';
import { mdmCatalogMutations, mdmCatalogQueries } from '../../api/queries/mdm-catalog';
import { usePageHeading } from '../../app/layout/page-heading';
import { listFilters } from '../../app/routes/filters';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useChangesToast } from '../../ui/use-changes-toast';
import { useListParams } from '../../ui/use-list-params';
import { listLink, useCanChangeManagedApps } from './shared';

const catalogFilters = z.strictObject({ ...listFilters, category: z.string().trim().min(1).max(100).optional() });

const COLUMNS = ['name', 'vendor', 'bundle', 'category', 'installed', 'managed'] as const;
const ALL = 'all';

function AddButton({ app }: { app: CatalogAppRow }) {
  const { t } = useTranslation('mdm-catalog');
  const toast = useChangesToast();
  const add = useMutation(mdmCatalogMutations.addCatalogApp());
  return (
    <Button
      size="1"
      variant="soft"
      style={{ whiteSpace: 'nowrap' }}
      loading={add.isPending}
      aria-label={t('catalog.addLabel', { name: app.name })}
      onClick={() => add.mutate(app.id, { onSuccess: () => toast(t('catalog.added', { name: app.name })) })}
    >
      <PlusIcon aria-hidden /> {t('catalog.add')}
    </Button>
  );
}

function CatalogRows({ rows, canChange }: { rows: CatalogAppRow[]; canChange: boolean }) {
  const { t } = useTranslation('mdm-catalog');
  return rows.map((a) => (
    <Table.Row key={a.id} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{a.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{a.vendor}</Table.Cell>
      <Table.Cell>
        <Code variant="ghost" size="2" style={{ wordBreak: 'break-all' }}>
          {a.bundle_id}
        </Code>
      </Table.Cell>
      <Table.Cell>{a.category}</Table.Cell>
      <Table.Cell data-testid={`installed-${a.bundle_id}`}>{a.installed_devices}</Table.Cell>
      <Table.Cell>
        {a.managed_app_id ? (
          <Badge color="green">
            <CheckIcon aria-hidden /> {t('catalog.managed')}
          </Badge>
        ) : canChange ? (
          <AddButton app={a} />
        ) : (
          <Text color="gray">—</Text>
        )}
      </Table.Cell>
    </Table.Row>
  ));
}

export default function AppCatalog() {
  const { t } = useTranslation('mdm-catalog');
  usePageHeading({ subheading: t('catalog.subtitle') });
  const canChange = useCanChangeManagedApps();
  const { params, update } = useListParams(catalogFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q, category: params.category };
  const list = useQuery(mdmCatalogQueries.catalog({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(mdmCatalogQueries.catalogCount(filters));
  const categories = useQuery(mdmCatalogQueries.categories());
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex gap="3" align="center" wrap="wrap">
          <Select.Root value={params.category ?? ALL} onValueChange={(v) => update({ category: v === ALL ? undefined : v })}>
            <Select.Trigger aria-label={t('catalog.category')} />
            <Select.Content>
              <Select.Item value={ALL}>{t('catalog.allCategories')}</Select.Item>
              {(categories.data ?? []).map((c) => (
                <Select.Item key={c} value={c}>
                  {c}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <Box width="280px">
            <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('catalog.search')} />
          </Box>
        </Flex>
        <Link asChild>
          <RouterLink to={listLink()}>{t('catalog.open')}</RouterLink>
        </Link>
      </Flex>
      <Text size="2" color="gray" aria-live="polite" data-testid="catalog-total">
        {count.isSuccess ? t('catalog.total', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable
        caption={t('catalog.table')}
        columns={COLUMNS.map((column) => ({ key: column, header: t(`catalog.columns.${column}`) }))}
        rows={list.data}
        busy={list.isPending}
        emptyText={t('catalog.empty')}
        loadingText={t('loading')}
        renderRows={(rows) => <CatalogRows rows={rows} canChange={canChange} />}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
