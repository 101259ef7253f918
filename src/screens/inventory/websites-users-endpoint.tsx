// /websites-users/{name}/endpoint: the endpoints the website was used on; one opens its report.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Link, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { WebsiteDeviceRow } from '../../api/contract/websites';
import { websiteQueries } from '../../api/queries/websites';
import { formatDate, formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useDrillFilters } from './websites-drill';
import { rangeLinkFilters } from './websites-shared';

export default function WebsitesUsersEndpoint() {
  const { t } = useTranslation('websites');
  const name = useParams().name ?? '';
  const { params, update, range, apiFilters, page } = useDrillFilters(['weighted_duration', 'name', 'last_seen'] as const, 'weighted_duration');
  const list = useQuery(websiteQueries.devices(name, { ...apiFilters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(websiteQueries.devicesCount(name, apiFilters));

  const columns: DataTableColumn<WebsiteDeviceRow>[] = [
    {
      key: 'hostname',
      header: t('columns.endpoint'),
      sortBy: 'name',
      rowHeader: true,
      render: (row) => (
        <Link asChild weight="medium">
          <RouterLink to={linkTo('websites-endpoints-report', { id: row.id, appName: name }, rangeLinkFilters(range))}>{row.hostname}</RouterLink>
        </Link>
      ),
    },
    { key: 'platform', header: t('columns.platform'), render: (row) => row.platform_family },
    {
      key: 'owner',
      header: t('columns.owner'),
      render: (row) => (
        <Flex direction="column">
          <Text>{row.owner_name ?? '—'}</Text>
          {row.owner_email ? (
            <Text size="1" color="gray">
              {row.owner_email}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'screenTime', header: t('columns.screenTime'), sortBy: 'weighted_duration', render: (row) => formatDuration(row.weighted_duration) },
    { key: 'sessions', header: t('columns.sessions'), render: (row) => row.sessions },
    { key: 'lastSeen', header: t('columns.lastSeen'), sortBy: 'last_seen', render: (row) => (row.last_seen ? formatDate(`${row.last_seen}T00:00:00`) : '—') },
  ];

  return (
    <Flex direction="column" gap="3">
      <Box maxWidth="320px">
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q })} label={t('drill.searchEndpoints')} />
      </Box>
      <DataTable
        caption={t('drill.endpointsTable', { name })}
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
