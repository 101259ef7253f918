// /vpn-server-list/{id}/command-tab (spec part 2 "VPN server"; issue 22): the commands sent to this gateway
// with their results (live while waiting), and its WireGuard peers — the endpoints its policies allow that
// registered a key, with the tunnel address each was given — as the gateway's configuration file lists them.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Code, Flex, Heading, Text } from '@radix-ui/themes';
import type { GatewayPeer } from '../../api/contract/ztpa-ops';
import { ztpaOpsQueries } from '../../api/queries/ztpa-ops';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { GatewayCommandsTable } from './gateway-commands';

export default function VpnServerCommandTab() {
  const { t } = useTranslation('ztpa-ops');
  const id = useParams().id ?? '';
  const peers = useQuery({ ...ztpaOpsQueries.peers(id), enabled: Boolean(id) });
  return (
    <Flex direction="column" gap="5">
      <GatewayCommandsTable gatewayId={id} />
      <Flex direction="column" gap="2">
        <Heading as="h2" size="3">
          {t('peers.title')}
        </Heading>
        <Text size="2" color="gray">
          {t('peers.subtitle')}
        </Text>
        <DataTable<GatewayPeer>
          caption={t('peers.caption')}
          size="1"
          columns={[
            { key: 'hostname', header: t('peers.columns.endpoint'), rowHeader: true, render: (r) => r.hostname ?? r.endpoint_id },
            { key: 'email', header: t('peers.columns.user'), render: (r) => <Text style={{ overflowWrap: 'anywhere' }}>{r.email ?? t('none')}</Text> },
            { key: 'allowed', header: t('peers.columns.allowedIps'), render: (r) => <Code variant="ghost">{r.allowed_ips}</Code> },
            {
              key: 'key', header: t('peers.columns.publicKey'),
              render: (r) => (
                <Code variant="ghost" size="1" style={{ wordBreak: 'break-all' }}>
                  {r.public_key}
                </Code>
              ),
            },
            { key: 'created', header: t('peers.columns.since'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.created_at)}</Text> },
          ]}
          rows={peers.isError ? null : peers.data}
          rowKey={(r) => r.endpoint_id}
          busy={peers.isPending}
          error={peers.isError ? {} : undefined}
          emptyText={t('peers.empty')}
          loadingText={t('loading')}
        />
      </Flex>
    </Flex>
  );
}
