// /inventory-vpn (Inventory › ZTPA › Destinations; spec part 2 §2.6, issue 22): the private hosts and
// subnets reached through the gateways over the range — through which gateway, by how many people, how
// many connections (and denials), how much traffic and when last; a destination opens its detail.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Link, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { DESTINATION_SORTS, type DestinationRow } from '../../api/contract/ztpa';
import { ztpaQueries } from '../../api/queries/ztpa';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatBytes, formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { drillDownFilters } from '../../app/routes/filters';
import { useListParams } from '../../ui/use-list-params';
import { rangeCarried, rangeQuery } from './parts';

type Sort = (typeof DESTINATION_SORTS)[number];

export default function InventoryVpn() {
  const { t } = useTranslation('ztpa');
  usePageHeading({ subheading: t('destinations.subtitle') });
  const { params, update } = useListParams(drillDownFilters);
  const [range, setRange] = useDateRange();
  const q = params.q;
  const page = params.page ?? 1;
  const sb: Sort = (DESTINATION_SORTS as readonly string[]).includes(params.sb ?? '') ? (params.sb as Sort) : 'connections';
  const so = params.so ?? 'desc';
  const filters = { q, ...rangeQuery(range) };
  const list = useQuery(ztpaQueries.destinations({ ...filters, sb, so, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(ztpaQueries.destinationCount({ ...filters, sb, so }));
  const carried = rangeCarried(params);

  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" align="center">
        <Box width="280px" maxWidth="100%">
          <SearchBox value={q ?? ''} onSearch={(v) => update({ q: v || undefined })} label={t('destinations.search')} placeholder={t('destinations.searchPlaceholder')} />
        </Box>
        <DateRangePicker value={range} onChange={setRange} label={t('range')} />
      </Flex>
      <Text size="2" color="gray" aria-live="polite" data-testid="destinations-total" data-value={count.data}>
        {count.isSuccess ? t('total', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable<DestinationRow>
        caption={t('destinations.caption')}
        columns={[
          {
            key: 'destination',
            header: t('destinations.columns.destination'),
            rowHeader: true,
            sortBy: 'host',
            firstOrder: 'asc',
            render: (d) => (
              <Flex direction="column">
                <Link asChild weight="medium">
                  <RouterLink to={linkTo('vpn-details', { name: d.host }, carried)} aria-label={t('destinations.open', { name: d.host })} style={{ overflowWrap: 'anywhere' }}>
                    {d.host}
                  </RouterLink>
                </Link>
                {d.name ? (
                  <Text size="1" color="gray">
                    {d.name}
                    {d.port ? ` · ${d.protocol ?? 'tcp'}/${d.port}` : ''}
                  </Text>
                ) : null}
              </Flex>
            ),
          },
          { key: 'gateway', header: t('destinations.columns.gateway'), sortBy: 'gateway', firstOrder: 'asc', render: (d) => d.gateway },
          { key: 'people', header: t('destinations.columns.people'), sortBy: 'people', align: 'right', render: (d) => d.people },
          { key: 'connections', header: t('destinations.columns.connections'), sortBy: 'connections', align: 'right', render: (d) => d.connections },
          { key: 'denied', header: t('destinations.columns.denied'), align: 'right', render: (d) => (d.denied > 0 ? <Text color="red">{d.denied}</Text> : 0) },
          { key: 'bytes', header: t('destinations.columns.bytes'), sortBy: 'bytes', render: (d) => <Text wrap="nowrap">{formatBytes(d.bytes_in + d.bytes_out)}</Text> },
          {
            key: 'last',
            header: t('destinations.columns.lastAccess'),
            sortBy: 'last_access',
            render: (d) => <Text wrap="nowrap">{d.last_access ? formatDateTime(d.last_access) : t('none')}</Text>,
          },
        ]}
        rows={list.data}
        rowKey={(d) => `${d.gateway_id}:${d.host}`}
        busy={list.isPending}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        emptyText={t('destinations.empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
