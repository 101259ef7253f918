// /categories-users/{name} (spec part 2 §2.6): who used the category's websites over the range, with
// a Graph tab; a person opens their report on the category.
import { Link as RouterLink, useOutlet, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Link, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { CategoryUserRow } from '../../api/contract/websites';
import { websiteCategoryQueries } from '../../api/queries/websites';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDate, formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { useDrillFilters } from './websites-drill';
import { DrillTabs, rangeLinkFilters } from './websites-shared';

const SORTS = ['weighted_duration', 'name', 'last_seen'] as const;

function CategoryUsersTable({ name }: { name: string }) {
  const { t } = useTranslation('websites');
  const { update, range, apiFilters, page } = useDrillFilters(SORTS, 'weighted_duration');
  const list = useQuery(websiteCategoryQueries.users(name, { ...apiFilters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(websiteCategoryQueries.usersCount(name, apiFilters));
  const columns: DataTableColumn<CategoryUserRow>[] = [
    {
      key: 'name',
      header: t('columns.user'),
      sortBy: 'name',
      rowHeader: true,
      render: (row) => (
        <Flex direction="column">
          <Link asChild weight="medium">
            <RouterLink to={linkTo('category-users-report', { appName: name, userName: row.email }, rangeLinkFilters(range))}>{row.name}</RouterLink>
          </Link>
          <Text size="1" color="gray">
            {row.email}
          </Text>
        </Flex>
      ),
    },
    { key: 'websites', header: t('columns.websites'), render: (row) => row.websites },
    { key: 'screenTime', header: t('columns.screenTime'), sortBy: 'weighted_duration', render: (row) => formatDuration(row.weighted_duration) },
    { key: 'activeTime', header: t('columns.activeTime'), render: (row) => formatDuration(row.duration) },
    { key: 'lastSeen', header: t('columns.lastSeen'), sortBy: 'last_seen', render: (row) => (row.last_seen ? formatDate(`${row.last_seen}T00:00:00`) : '—') },
  ];
  return (
    <DataTable
      caption={t('categories.usersTable', { name })}
      columns={columns}
      rows={list.data}
      rowKey={(row) => row.id}
      emptyText={t('empty')}
      sort={{ by: apiFilters.sb, order: apiFilters.so, onSort: (sb, so) => update({ sb, so }) }}
      pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      gap="2"
    />
  );
}

export default function CategoriesUsers() {
  const { t } = useTranslation('websites');
  const name = useParams().name ?? '';
  usePageHeading({ heading: name, subheading: t('categories.usersSubtitle', { name }) });
  const outlet = useOutlet();
  const [range, setRange] = useDateRange();
  const { params, update } = useDrillFilters(SORTS, 'weighted_duration');
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="center">
        <DateRangePicker value={range} onChange={setRange} label={t('filters.range')} />
        {outlet ? null : (
          <Box width="260px">
            <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q })} label={t('drill.searchUsers')} />
          </Box>
        )}
      </Flex>
      <DrillTabs
        label={t('tabs.label')}
        range={range}
        params={{ name }}
        tabs={[
          { id: 'categories-users', label: t('tabs.users') },
          { id: 'categories-users-graph', label: t('tabs.graph') },
        ]}
      />
      {outlet ?? <CategoryUsersTable name={name} />}
    </Flex>
  );
}
