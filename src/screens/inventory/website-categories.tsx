// /website-categories (spec part 1 §2: the websites inventory when the account groups by category;
// part 2 §2.6): the categories used over the range with their websites, users and screen time, and a
// Graph tab. A category opens its users.
import { Link as RouterLink, useOutlet } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Link } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { WebsiteCategoryRow } from '../../api/contract/websites';
import { websiteCategoryQueries } from '../../api/queries/websites';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { useDrillFilters } from './websites-drill';
import { DrillTabs, rangeLinkFilters } from './websites-shared';

const SORTS = ['weighted_duration', 'name', 'users', 'websites'] as const;

function CategoryTable() {
  const { t } = useTranslation('websites');
  const { update, range, apiFilters, page } = useDrillFilters(SORTS, 'weighted_duration');
  const list = useQuery(websiteCategoryQueries.list({ ...apiFilters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(websiteCategoryQueries.count(apiFilters));
  const columns: DataTableColumn<WebsiteCategoryRow>[] = [
    {
      key: 'name',
      header: t('columns.category'),
      sortBy: 'name',
      rowHeader: true,
      render: (row) => (
        <Link asChild weight="medium">
          <RouterLink to={linkTo('categories-users', { name: row.name }, rangeLinkFilters(range))}>{row.name}</RouterLink>
        </Link>
      ),
    },
    { key: 'websites', header: t('columns.websites'), sortBy: 'websites', render: (row) => row.websites },
    { key: 'users', header: t('columns.users'), sortBy: 'users', render: (row) => row.users },
    { key: 'screenTime', header: t('columns.screenTime'), sortBy: 'weighted_duration', render: (row) => formatDuration(row.weighted_duration) },
    {
      key: 'blocked',
      header: t('columns.blocked'),
      render: (row) => (row.blocked ? <Badge color="red">{t('categories.blocked')}</Badge> : <Badge color="gray">{t('categories.notBlocked')}</Badge>),
    },
  ];
  return (
    <DataTable
      caption={t('categories.table')}
      columns={columns}
      rows={list.data}
      rowKey={(row) => row.name}
      emptyText={t('empty')}
      sort={{ by: apiFilters.sb, order: apiFilters.so, onSort: (sb, so) => update({ sb, so }) }}
      pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      gap="2"
    />
  );
}

export default function WebsiteCategories() {
  const { t } = useTranslation('websites');
  usePageHeading({ subheading: t('categories.subtitle') });
  const outlet = useOutlet();
  const [range, setRange] = useDateRange();
  const { params, update } = useDrillFilters(SORTS, 'weighted_duration');
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="center">
        <DateRangePicker value={range} onChange={setRange} label={t('filters.range')} />
        <Box width="260px">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q })} label={t('categories.search')} />
        </Box>
      </Flex>
      <DrillTabs
        label={t('tabs.label')}
        range={range}
        keep={{ q: params.q }}
        tabs={[
          { id: 'website-categories', label: t('tabs.list') },
          { id: 'website-categories-graph', label: t('tabs.graph') },
        ]}
      />
      {outlet ?? <CategoryTable />}
    </Flex>
  );
}
