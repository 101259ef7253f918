// /vpn-server (Admin › ZTPA › Gateways; spec part 2 §2.6 VPN server, issue 22): gateway management — every
// gateway with its status from the last heartbeat, version, public endpoint, enrolment and errors of the
// last 24 hours; a gateway opens its logs, activity and errors.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Link, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { AdminGatewayRow } from '../../api/contract/ztpa';
import { ztpaQueries } from '../../api/queries/ztpa';
import { usePageHeading } from '../../app/layout/page-heading';
import { gatewayFilters } from '../../app/routes/filters';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { useListParams } from '../../ui/use-list-params';
import { GatewayFilters, GatewayStatusBadge } from './parts';

export default function VpnServer() {
  const { t } = useTranslation('ztpa');
  usePageHeading({ subheading: t('admin.subtitle') });
  const { params, update } = useListParams(gatewayFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q, status: params.status };
  const list = useQuery(ztpaQueries.servers({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(ztpaQueries.serverCount(filters));

  return (
    <Flex direction="column" gap="3">
      <GatewayFilters params={params} update={update} />
      <Text size="2" color="gray" aria-live="polite" data-testid="servers-total" data-value={count.data}>
        {count.isSuccess ? t('total', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable<AdminGatewayRow>
        caption={t('admin.caption')}
        columns={[
          {
            key: 'name',
            header: t('admin.columns.name'),
            rowHeader: true,
            render: (g) => (
              <Link asChild weight="medium">
                <RouterLink to={linkTo('vpn-server-list', { id: g.id })} aria-label={t('admin.open', { name: g.name })}>
                  {g.name}
                </RouterLink>
              </Link>
            ),
          },
          { key: 'status', header: t('admin.columns.status'), render: (g) => <GatewayStatusBadge status={g.status} /> },
          { key: 'version', header: t('admin.columns.version'), render: (g) => g.version ?? t('none') },
          {
            key: 'endpoint',
            header: t('admin.columns.endpoint'),
            render: (g) => <Text style={{ overflowWrap: 'anywhere' }}>{g.public_endpoint ?? t('none')}</Text>,
          },
          { key: 'last', header: t('admin.columns.lastSeen'), render: (g) => <Text wrap="nowrap">{g.last_seen ? formatDateTime(g.last_seen) : t('gateways.never')}</Text> },
          {
            key: 'enrolled',
            header: t('admin.columns.enrolled'),
            render: (g) => (
              <Badge color={g.enrolment === 'Enrolled' ? 'green' : 'amber'} variant="soft">
                {g.enrolment === 'Enrolled' ? t('admin.enrolledYes') : t('admin.enrolledNo')}
              </Badge>
            ),
          },
          {
            key: 'errors',
            header: t('admin.columns.errors'),
            align: 'right',
            render: (g) => (g.errors_24h > 0 ? <Text color="red">{g.errors_24h}</Text> : 0),
          },
        ]}
        rows={list.data}
        rowKey={(g) => g.id}
        busy={list.isPending}
        emptyText={t('admin.empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
