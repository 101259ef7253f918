// /ztpa-server (Inventory › ZTPA › Gateways; spec part 2 §2.6, issue 22): every gateway of the company with
// its status from the last heartbeat (ONLINE/OFFLINE), software version, public endpoint, the subnets it
// serves, the people connected now and its traffic over the range; paged, searched and filtered by status
// from the URL. A gateway's name opens it in Gateway Management.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Link, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { canAdministerVpn, canChangeVpnConfig } from '../../api/contract/access';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { GATEWAY_SORTS, type GatewayRow } from '../../api/contract/ztpa';
import { ztpaQueries } from '../../api/queries/ztpa';
import { usePageHeading } from '../../app/layout/page-heading';
import { gatewayFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';
import { GatewayFilters, GatewayStatusBadge, SubnetList, Traffic, rangeQuery } from './parts';

type Sort = (typeof GATEWAY_SORTS)[number];

export default function ZtpaServer() {
  const { t } = useTranslation('ztpa');
  usePageHeading({ subheading: t('gateways.subtitle') });
  const { access } = useSession();
  const mayAdminister = canAdministerVpn(access);
  const { params, update } = useListParams(gatewayFilters);
  const [range, setRange] = useDateRange();
  const page = params.page ?? 1;
  const sb: Sort = (GATEWAY_SORTS as readonly string[]).includes(params.sb ?? '') ? (params.sb as Sort) : 'name';
  const so = params.so ?? 'asc';
  const filters = { q: params.q, status: params.status, ...rangeQuery(range) };
  const list = useQuery(ztpaQueries.gateways({ ...filters, sb, so, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(ztpaQueries.gatewayCount({ ...filters, sb, so }));
  const filtered = Boolean(params.q || params.status?.length);

  return (
    <Flex direction="column" gap="3">
      <GatewayFilters params={params} update={update}>
        <DateRangePicker value={range} onChange={setRange} label={t('range')} />
        {canChangeVpnConfig(access) ? (
          <Box ml="auto">
            <Button asChild>
              <RouterLink to={linkTo('configure-vpn')}>
                <PlusIcon aria-hidden /> {t('gateways.setUp')}
              </RouterLink>
            </Button>
          </Box>
        ) : null}
      </GatewayFilters>
      <Text size="2" color="gray" aria-live="polite" data-testid="gateways-total" data-value={count.data}>
        {count.isSuccess ? t('total', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable<GatewayRow>
        caption={t('gateways.caption')}
        columns={[
          {
            key: 'name',
            header: t('gateways.columns.name'),
            rowHeader: true,
            sortBy: 'name',
            firstOrder: 'asc',
            render: (g) => (
              <Flex direction="column">
                {mayAdminister ? (
                  <Link asChild weight="medium">
                    <RouterLink to={linkTo('vpn-server-list', { id: g.id })} aria-label={t('gateways.open', { name: g.name })}>
                      {g.name}
                    </RouterLink>
                  </Link>
                ) : (
                  <Text weight="medium">{g.name}</Text>
                )}
                {g.region ? (
                  <Text size="1" color="gray">
                    {g.region}
                  </Text>
                ) : null}
              </Flex>
            ),
          },
          {
            key: 'status',
            header: t('gateways.columns.status'),
            sortBy: 'status',
            firstOrder: 'asc',
            render: (g) => (
              <Flex direction="column" gap="1" align="start">
                <GatewayStatusBadge status={g.status} />
                <Text size="1" color="gray" style={{ whiteSpace: 'nowrap' }}>
                  {g.last_seen ? formatDateTime(g.last_seen) : t('gateways.never')}
                </Text>
              </Flex>
            ),
          },
          { key: 'version', header: t('gateways.columns.version'), sortBy: 'version', render: (g) => g.version ?? t('none') },
          {
            key: 'endpoint',
            header: t('gateways.columns.endpoint'),
            render: (g) => <Text>{g.public_endpoint ?? t('none')}</Text>,
          },
          { key: 'subnets', header: t('gateways.columns.subnets'), render: (g) => <SubnetList subnets={g.subnets} /> },
          { key: 'users', header: t('gateways.columns.users'), sortBy: 'connected_users', align: 'right', render: (g) => g.connected_users },
          { key: 'throughput', header: t('gateways.columns.throughput'), sortBy: 'bytes_in', render: (g) => <Traffic bytesIn={g.bytes_in} bytesOut={g.bytes_out} /> },
        ]}
        rows={list.data}
        rowKey={(g) => g.id}
        busy={list.isPending}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        emptyText={filtered ? t('gateways.empty') : t('gateways.emptyAll')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
