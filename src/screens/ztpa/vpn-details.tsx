// /vpn-details/{name} (Inventory › ZTPA › Destinations; spec part 2 §2.6, issue 22): one destination by
// host over the range — its gateway, people, connections and traffic — with its top users (each opens the
// person's own graph for this destination) and, in the Graph child, its traffic and connections per day.
import { Link as RouterLink, Outlet, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Link, TabNav, Text } from '@radix-ui/themes';
import type { DestinationUser } from '../../api/contract/ztpa';
import { ztpaQueries } from '../../api/queries/ztpa';
import { usePageHeading } from '../../app/layout/page-heading';
import { useCurrentRoute } from '../../app/route-handle';
import { drillDownFilters } from '../../app/routes/filters';
import { formatBytes, formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { ErrorState } from '../../ui/error-state';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';
import { rangeCarried, rangeQuery } from './parts';

export function useDestination() {
  const name = useParams().name ?? '';
  const { params } = useListParams(drillDownFilters);
  const [range, setRange] = useDateRange();
  const detail = useQuery(ztpaQueries.destination(name, rangeQuery(range)));
  return { name, detail, range, setRange, carried: rangeCarried(params) };
}

function TopUsers({ name, rows, carried }: { name: string; rows: DestinationUser[] | null | undefined; carried: ReturnType<typeof rangeCarried> }) {
  const { t } = useTranslation('ztpa');
  return (
    <DataTable<DestinationUser>
      caption={t('details.topUsersCaption')}
      columns={[
        {
          key: 'person',
          header: t('details.columns.person'),
          rowHeader: true,
          render: (u) => (
            <Flex direction="column">
              <Link asChild weight="medium">
                <RouterLink to={linkTo('vpn-users-graph', { subnet: name, userName: u.email }, carried)} aria-label={t('details.openUser', { user: u.name, name })}>
                  {u.name}
                </RouterLink>
              </Link>
              <Text size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
                {u.email}
              </Text>
            </Flex>
          ),
        },
        { key: 'connections', header: t('details.columns.connections'), align: 'right', render: (u) => u.connections },
        { key: 'denied', header: t('destinations.columns.denied'), align: 'right', render: (u) => (u.denied > 0 ? <Text color="red">{u.denied}</Text> : 0) },
        { key: 'bytes', header: t('details.columns.bytes'), render: (u) => <Text wrap="nowrap">{formatBytes(u.bytes_in + u.bytes_out)}</Text> },
        { key: 'last', header: t('details.columns.lastAccess'), render: (u) => <Text wrap="nowrap">{u.last_access ? formatDateTime(u.last_access) : t('none')}</Text> },
      ]}
      rows={rows}
      rowKey={(u) => u.person_id}
      emptyText={t('details.topUsersEmpty')}
      loadingText={t('loading')}
    />
  );
}

export default function VpnDetails() {
  const { t } = useTranslation('ztpa');
  const { name, detail, range, setRange, carried } = useDestination();
  const { route } = useCurrentRoute();
  usePageHeading({ heading: name, subheading: t('details.subtitle', { name }) });
  const d = detail.data?.destination;
  const onGraph = route?.id === 'vpn-details-graph';
  const tabs = [
    { id: 'vpn-details' as const, label: t('details.topUsers') },
    { id: 'vpn-details-graph' as const, label: t('details.graphTab') },
  ];

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        {d ? (
          <Text size="2" color="gray" data-testid="destination-summary">
            {d.gateway} · {t('details.summary', { people: d.people, connections: d.connections, bytes: formatBytes(d.bytes_in + d.bytes_out) })}
          </Text>
        ) : null}
        <Box ml="auto">
          <DateRangePicker value={range} onChange={setRange} label={t('range')} />
        </Box>
      </Flex>
      <TabNav.Root aria-label={t('details.tabsLabel')}>
        {tabs.map((tab) => (
          <TabNav.Link key={tab.id} asChild active={(tab.id === 'vpn-details-graph') === onGraph}>
            <RouterLink to={linkTo(tab.id, { name }, carried)}>{tab.label}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      {onGraph ? (
        <Outlet />
      ) : detail.isError ? (
        <ErrorState />
      ) : (
        <TopUsers name={name} rows={detail.isPending ? undefined : (detail.data?.top_users ?? null)} carried={carried} />
      )}
    </Flex>
  );
}
