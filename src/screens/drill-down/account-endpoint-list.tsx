// /account-endpoint-list/{id}/{name?} (spec part 2 §2.6 account drill-down): the endpoints of one operated
// company's people, the rows its own /devices list answers, searchable (3 characters, 500 ms) and paged on
// the server; a hostname opens /selected-endpoint-detail. A customer admin's call answers 403.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Link, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { DeviceRow } from '../../api/contract/fleet';
import { drillDownQueries } from '../../api/queries/drill-down';
import { drillDownFilters } from '../../app/routes/filters';
import { ComplianceBadge, DeviceStatusBadge } from '../../domain/fleet/badges';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { CompanyNav, useCompanyHeading } from './company-nav';

export default function AccountEndpointList() {
  const { t } = useTranslation('drill-down');
  const { id = '', name } = useParams();
  const { params, update } = useListParams(drillDownFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q };
  const { name: companyName } = useCompanyHeading(id, name, 'endpoints.subtitle');
  const list = useQuery(drillDownQueries.devices(id, { ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(drillDownQueries.deviceCount(id, filters));
  return (
    <Flex direction="column" gap="3">
      <CompanyNav id={id} name={companyName} active="account-endpoint-list" />
      <Box maxWidth="360px">
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('endpoints.searchLabel')} />
      </Box>
      <DataTable<DeviceRow>
        caption={t('endpoints.tableLabel')}
        columns={[
          {
            key: 'hostname',
            header: t('endpoints.columns.hostname'),
            rowHeader: true,
            render: (d) => (
              <Link asChild style={{ whiteSpace: 'nowrap' }}>
                <RouterLink to={linkTo('selected-endpoint-detail', { accountId: id, name: companyName || id, id: d.id })}>{d.hostname}</RouterLink>
              </Link>
            ),
          },
          // two lines each (name over e-mail, family over system) so that the row stays short at 1280 px
          {
            key: 'owner',
            header: t('endpoints.columns.owner'),
            render: (d) =>
              d.owner ? (
                <Flex direction="column">
                  <Text>{d.owner.name}</Text>
                  <Text size="1" color="gray">
                    {d.owner.email}
                  </Text>
                </Flex>
              ) : (
                t('endpoints.noOwner')
              ),
          },
          {
            key: 'platform',
            header: t('endpoints.columns.platform'),
            render: (d) => (
              <Flex direction="column">
                <Text>{d.platform_family}</Text>
                <Text size="1" color="gray">{`${d.os_name} ${d.os_version}`}</Text>
              </Flex>
            ),
          },
          { key: 'version', header: t('endpoints.columns.version'), render: (d) => d.agent_version },
          { key: 'status', header: t('endpoints.columns.status'), render: (d) => <DeviceStatusBadge status={d.status} /> },
          { key: 'compliance', header: t('endpoints.columns.compliance'), render: (d) => <ComplianceBadge state={d.compliance_state} /> },
          { key: 'lastSeen', header: t('endpoints.columns.lastSeen'), render: (d) => <Text wrap="nowrap">{formatDateTime(d.last_seen)}</Text> },
        ]}
        rows={list.isError ? null : list.data}
        rowKey={(d) => d.id}
        busy={list.isPending}
        emptyText={t('endpoints.empty')}
        loadingText={t('loading')}
        error={list.isError || list.data === null ? { subtitle: t('notFound') } : undefined}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
