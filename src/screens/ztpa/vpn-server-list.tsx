// /vpn-server-list/{id?} (Admin › ZTPA › Gateway Details; spec part 2 §2.6 VPN server, issue 22): one
// gateway's facts (status, version, endpoint, range, last heartbeat, public key) over its tabs — log
// files to download, its connections, the errors it reported. Without an id it points back to the list.
import { Link as RouterLink, Outlet, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Code, DataList, Flex, Link, TabNav, Text } from '@radix-ui/themes';
import { canChangeVpnConfig } from '../../api/contract/access';
import { ztpaQueries } from '../../api/queries/ztpa';
import { useSession } from '../../app/session/use-session';
import { usePageHeading } from '../../app/layout/page-heading';
import { useCurrentRoute } from '../../app/route-handle';
import type { RouteId } from '../../app/routes/table';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { GatewayStatusBadge } from './parts';
import { RotateKey } from './rotate-key';

const TABS: readonly { id: RouteId; key: 'logs' | 'activity' | 'errors' | 'commands' }[] = [
  { id: 'vpn-server-logs-tab', key: 'logs' },
  { id: 'vpn-server-activity-tab', key: 'activity' },
  { id: 'vpn-server-errors-tab', key: 'errors' },
  { id: 'vpn-server-command-tab', key: 'commands' },
];

export default function VpnServerList() {
  const { t } = useTranslation('ztpa');
  const id = useParams().id;
  const { route } = useCurrentRoute();
  const { access } = useSession();
  const gateway = useQuery({ ...ztpaQueries.server(id ?? ''), enabled: Boolean(id) });
  const g = gateway.data;
  usePageHeading({ heading: g?.name, subheading: g ? t('admin.detailSubtitle', { name: g.name }) : undefined });

  if (!id) {
    // no gateway chosen: say where to choose one; on the bare address the outlet's index still moves to the
    // logs tab, as every tabbed page's address does (the tabs themselves need a gateway, so they stay out)
    return (
      <>
        <Text>
          <Link asChild>
            <RouterLink to={linkTo('vpn-server')}>{t('admin.choose')}</RouterLink>
          </Link>
        </Text>
        {route?.id === 'vpn-server-list' ? <Outlet /> : null}
      </>
    );
  }
  if (gateway.isError) return <ErrorState />;
  const active = TABS.find((tab) => tab.id === route?.id)?.id ?? 'vpn-server-logs-tab';

  return (
    <Flex direction="column" gap="3">
      <Card size="2">
        {g ? (
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
            <DataList.Item>
              <DataList.Label minWidth="160px">{t('admin.facts.status')}</DataList.Label>
              <DataList.Value>
                <GatewayStatusBadge status={g.status} />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="160px">{t('admin.facts.version')}</DataList.Label>
              <DataList.Value>{g.version ?? t('none')}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="160px">{t('admin.facts.endpoint')}</DataList.Label>
              <DataList.Value>{g.public_endpoint ?? t('none')}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="160px">{t('admin.facts.range')}</DataList.Label>
              <DataList.Value>{g.endpoint_ip_range ?? t('none')}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="160px">{t('admin.facts.lastSeen')}</DataList.Label>
              <DataList.Value>{g.last_seen ? formatDateTime(g.last_seen) : t('gateways.never')}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="160px">{t('admin.facts.publicKey')}</DataList.Label>
              <DataList.Value>
                <Flex gap="3" align="center" wrap="wrap">
                  <Code variant="ghost" style={{ wordBreak: 'break-all' }} data-testid="gateway-public-key">
                    {g.public_key ?? t('none')}
                  </Code>
                  {canChangeVpnConfig(access) && g.public_key ? <RotateKey id={g.id} name={g.name} /> : null}
                </Flex>
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
        ) : (
          <Text color="gray">{t('loading')}</Text>
        )}
      </Card>
      <TabNav.Root aria-label={t('admin.tabsLabel')}>
        {TABS.map((tab) => (
          <TabNav.Link key={tab.id} asChild active={tab.id === active}>
            <RouterLink to={linkTo(tab.id, { id })}>{t(`admin.tabs.${tab.key}`)}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Outlet />
    </Flex>
  );
}
