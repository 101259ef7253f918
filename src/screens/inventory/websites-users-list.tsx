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
import { SearchBox } from '../../ui/search-box';
import { useDrillFilters } from './websites-drill';
import { PagedTable, rangeLinkFilters, type Column } from './websites-shared';

export default function WebsitesUsersList() {
  const { t } = useTranslation('websites');
  const name = useParams().name ?? '';
  const { params, update, range, apiFilters, page } = useDrillFilters(['weighted_duration', 'name', 'last_seen'] as const, 'weighted_duration');
  const list = useQuery(websiteQueries.users(name, { ...apiFilters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(websiteQueries.usersCount(name, apiFilters));

  const columns: Column<WebsiteUserRow>[] = [
    {
      id: 'name',
      header: t('columns.user'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => (
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
    { id: 'department', header: t('columns.department'), cell: (row) => row.department ?? '—' },
    { id: 'screenTime', header: t('columns.screenTime'), sort: 'weighted_duration', cell: (row) => formatDuration(row.weighted_duration) },
    { id: 'sessions', header: t('columns.sessions'), cell: (row) => row.sessions },
    { id: 'endpoints', header: t('columns.endpoints'), cell: (row) => row.endpoints },
    { id: 'lastSeen', header: t('columns.lastSeen'), sort: 'last_seen', cell: (row) => (row.last_seen ? formatDate(`${row.last_seen}T00:00:00`) : '—') },
  ];

  return (
    <Flex direction="column" gap="3">
      <Box maxWidth="320px">
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q })} label={t('drill.searchUsers')} />
      </Box>
      <PagedTable
        caption={t('drill.usersTable', { name })}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        total={count.data ?? 0}
        page={page}
        onPage={(next) => update({ page: next })}
        sort={{ sb: apiFilters.sb, so: apiFilters.so, onSort: (sb, so) => update({ sb, so }) }}
      />
    </Flex>
  );
}
