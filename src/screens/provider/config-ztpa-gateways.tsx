// Configurations › ztpa-gateway of /palisade-account-details/{id}/{name?} (issue 22): a managed company's
// ZTPA gateways as its own Policies › ZTPA › Gateways lists them (GET /provider/companies/{id}/ztpa-gateways,
// the same service over the company's scope): status, range, subnets, policies, destinations, public key.
// Read-only; a row opens the gateway's configuration (config-ztpa/{ztpaId}) below the list. A company
// without ZTPA says so.
import { Link as RouterLink, Outlet, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Callout, Code, Flex, Link, Text } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import type { GatewayConfig } from '../../api/contract/ztpa';
import { ztpaOpsQueries } from '../../api/queries/ztpa-ops';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ConfigSection } from './company-config';

export function GatewayStatus({ status }: { status: GatewayConfig['status'] }) {
  const { t } = useTranslation('provider-ztpa');
  return (
    <Badge color={status === 'ONLINE' ? 'green' : 'gray'} variant="soft" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export default function CompanyZtpaGateways() {
  const { t } = useTranslation('provider-ztpa');
  const { id = '', name, ztpaId } = useParams();
  const list = useQuery(ztpaOpsQueries.companyGateways(id));
  const without = list.error instanceof ApiRequestError && list.error.status === 404 ? list.error.exception : null;
  return (
    <ConfigSection tab="ztpa">
      {without ? (
        <Callout.Root color="gray">
          <Callout.Text>{without}</Callout.Text>
        </Callout.Root>
      ) : (
        <Flex direction="column" gap="4">
          <DataTable<GatewayConfig>
            caption={t('list.caption')}
            size="1"
            columns={[
              {
                key: 'name', header: t('list.columns.name'), rowHeader: true,
                render: (g) => (
                  <Link asChild weight={g.id === ztpaId ? 'bold' : 'medium'}>
                    <RouterLink to={linkTo('palisade-account-config-ztpa', { id, name, ztpaId: g.id })} aria-current={g.id === ztpaId ? 'true' : undefined}>
                      {g.name}
                    </RouterLink>
                  </Link>
                ),
              },
              { key: 'status', header: t('list.columns.status'), render: (g) => <GatewayStatus status={g.status} /> },
              { key: 'range', header: t('list.columns.range'), render: (g) => <Code variant="ghost">{g.endpoint_ip_range ?? t('none')}</Code> },
              { key: 'subnets', header: t('list.columns.subnets'), align: 'right', render: (g) => g.subnets.length },
              { key: 'policies', header: t('list.columns.policies'), align: 'right', render: (g) => g.policies.length },
              { key: 'destinations', header: t('list.columns.destinations'), align: 'right', render: (g) => g.destinations.length },
              { key: 'seen', header: t('list.columns.lastSeen'), render: (g) => <Text wrap="nowrap">{g.last_seen ? formatDateTime(g.last_seen) : t('never')}</Text> },
            ]}
            rows={list.isError ? null : list.data}
            rowKey={(g) => g.id}
            busy={list.isPending}
            error={list.isError ? {} : undefined}
            emptyText={t('list.empty')}
            loadingText={t('loading')}
          />
          <Outlet />
        </Flex>
      )}
    </ConfigSection>
  );
}
