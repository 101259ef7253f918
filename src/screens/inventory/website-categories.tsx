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
import { DateRangePicker } from '../../ui/date-range-picker';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { useDrillFilters } from './websites-drill';
import { DrillTabs, PagedTable, rangeLinkFilters, type Column } from './websites-shared';

const SORTS = ['weighted_duration', 'name', 'users', 'websites'] as const;

function CategoryTable() {
  const { t } = useTranslation('websites');
  const { update, range, apiFilters, page } = useDrillFilters(SORTS, 'weighted_duration');
  const list = useQuery(websiteCategoryQueries.list({ ...apiFilters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(websiteCategoryQueries.count(apiFilters));
  const columns: Column<WebsiteCategoryRow>[] = [
    {
      id: 'name',
      header: t('columns.category'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => (
        <Link asChild weight="medium">
          <RouterLink to={linkTo('categories-users', { name: row.name }, rangeLinkFilters(range))}>{row.name}</RouterLink>
        </Link>
      ),
    },
    { id: 'websites', header: t('columns.websites'), sort: 'websites', cell: (row) => row.websites },
    { id: 'users', header: t('columns.users'), sort: 'users', cell: (row) => row.users },
    { id: 'screenTime', header: t('columns.screenTime'), sort: 'weighted_duration', cell: (row) => formatDuration(row.weighted_duration) },
    {
      id: 'blocked',
      header: t('columns.blocked'),
      cell: (row) => (row.blocked ? <Badge color="red">{t('categories.blocked')}</Badge> : <Badge color="gray">{t('categories.notBlocked')}</Badge>),
    },
  ];
  return (
    <PagedTable
      caption={t('categories.table')}
      columns={columns}
      rows={list.data}
      rowKey={(row) => row.name}
      total={count.data ?? 0}
      page={page}
      onPage={(next) => update({ page: next })}
      sort={{ sb: apiFilters.sb, so: apiFilters.so, onSort: (sb, so) => update({ sb, so }) }}
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
