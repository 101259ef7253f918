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
import { SearchBox } from '../../ui/search-box';
import { useDrillFilters } from './websites-drill';
import { PagedTable, rangeLinkFilters, type Column } from './websites-shared';

export default function WebsitesUsersEndpoint() {
  const { t } = useTranslation('websites');
  const name = useParams().name ?? '';
  const { params, update, range, apiFilters, page } = useDrillFilters(['weighted_duration', 'name', 'last_seen'] as const, 'weighted_duration');
  const list = useQuery(websiteQueries.devices(name, { ...apiFilters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(websiteQueries.devicesCount(name, apiFilters));

  const columns: Column<WebsiteDeviceRow>[] = [
    {
      id: 'hostname',
      header: t('columns.endpoint'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => (
        <Link asChild weight="medium">
          <RouterLink to={linkTo('websites-endpoints-report', { id: row.id, appName: name }, rangeLinkFilters(range))}>{row.hostname}</RouterLink>
        </Link>
      ),
    },
    { id: 'platform', header: t('columns.platform'), cell: (row) => row.platform_family },
    {
      id: 'owner',
      header: t('columns.owner'),
      cell: (row) => (
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
    { id: 'screenTime', header: t('columns.screenTime'), sort: 'weighted_duration', cell: (row) => formatDuration(row.weighted_duration) },
    { id: 'sessions', header: t('columns.sessions'), cell: (row) => row.sessions },
    { id: 'lastSeen', header: t('columns.lastSeen'), sort: 'last_seen', cell: (row) => (row.last_seen ? formatDate(`${row.last_seen}T00:00:00`) : '—') },
  ];

  return (
    <Flex direction="column" gap="3">
      <Box maxWidth="320px">
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q })} label={t('drill.searchEndpoints')} />
      </Box>
      <PagedTable
        caption={t('drill.endpointsTable', { name })}
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
