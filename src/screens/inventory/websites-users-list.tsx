// /websites-users/{name}/list: who used the website over the range; a person opens their report.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Link, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { WebsiteUserRow } from '../../api/contract/websites';
import { websiteQueries } from '../../api/queries/websites';
import { formatDate, formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useDrillFilters } from './websites-drill';
import { rangeLinkFilters } from './websites-shared';

export default function WebsitesUsersList() {
  const { t } = useTranslation('websites');
  const name = useParams().name ?? '';
  const { params, update, range, apiFilters, page } = useDrillFilters(['weighted_duration', 'name', 'last_seen'] as const, 'weighted_duration');
  const list = useQuery(websiteQueries.users(name, { ...apiFilters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(websiteQueries.usersCount(name, apiFilters));

  const columns: DataTableColumn<WebsiteUserRow>[] = [
    {
      key: 'name',
      header: t('columns.user'),
      sortBy: 'name',
      rowHeader: true,
      render: (row) => (
        <Flex direction="column">
          <Link asChild weight="medium">
            <RouterLink to={linkTo('websites-users-report', { appName: name, userName: row.email }, rangeLinkFilters(range))}>{row.name}</RouterLink>
          </Link>
          <Text size="1" color="gray">
            {row.email}
          </Text>
        </Flex>
      ),
    },
    { key: 'department', header: t('columns.department'), render: (row) => row.department ?? '—' },
    { key: 'screenTime', header: t('columns.screenTime'), sortBy: 'weighted_duration', render: (row) => formatDuration(row.weighted_duration) },
    { key: 'sessions', header: t('columns.sessions'), render: (row) => row.sessions },
    { key: 'endpoints', header: t('columns.endpoints'), render: (row) => row.endpoints },
    { key: 'lastSeen', header: t('columns.lastSeen'), sortBy: 'last_seen', render: (row) => (row.last_seen ? formatDate(`${row.last_seen}T00:00:00`) : '—') },
  ];

  return (
    <Flex direction="column" gap="3">
      <Box maxWidth="320px">
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q })} label={t('drill.searchUsers')} />
      </Box>
      <DataTable
        caption={t('drill.usersTable', { name })}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        emptyText={t('empty')}
        sort={{ by: apiFilters.sb, order: apiFilters.so, onSort: (sb, so) => update({ sb, so }) }}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
        gap="2"
      />
    </Flex>
  );
}
