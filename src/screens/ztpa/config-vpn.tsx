// /config-vpn (Policies › ZTPA › Gateways; spec part 2 §9, issue 22): the company's gateways as configured
// — endpoint IP range, subnets, how many policies, public key, status — each with its setup, its policies
// and its configuration file, and deletion; below, the proxy destinations published through them. Roles
// that may not change the setup see the lists only.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Code, Flex, Heading, IconButton, Link, Table, Text } from '@radix-ui/themes';
import { DownloadIcon, GearIcon, PlusIcon } from '@radix-ui/react-icons';
import { canChangeVpnConfig } from '../../api/contract/access';
import type { DestinationView, GatewayConfig } from '../../api/contract/ztpa';
import { downloadGatewayConfig, ztpaMutations, ztpaQueries } from '../../api/queries/ztpa';
import { usePageHeading } from '../../app/layout/page-heading';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { RowActions } from '../../ui/row-actions';
import { useToast } from '../../ui/toast';
import { GatewayStatusBadge, SubnetList } from './parts';

const KEY_SHOWN = 12;

function GatewayRowView({ g, mayChange }: { g: GatewayConfig; mayChange: boolean }) {
  const { t } = useTranslation('ztpa');
  const client = useQueryClient();
  const toast = useToast();
  const remove = useMutation(ztpaMutations.deleteGateway(client));
  return (
    <Table.Row align="center" data-testid="gateway-config-row">
      <Table.RowHeaderCell>
        <Text weight="medium">{g.name}</Text>
        {g.region ? (
          <Text as="div" size="1" color="gray">
            {g.region}
          </Text>
        ) : null}
      </Table.RowHeaderCell>
      <Table.Cell>
        <Code variant="ghost">{g.endpoint_ip_range ?? t('none')}</Code>
      </Table.Cell>
      <Table.Cell>
        <SubnetList subnets={g.subnets} />
      </Table.Cell>
      <Table.Cell>{t('config.policies', { count: g.policies.length })}</Table.Cell>
      <Table.Cell>
        {g.public_key ? (
          <Code variant="ghost" title={g.public_key}>
            {g.public_key.slice(0, KEY_SHOWN)}…
          </Code>
        ) : (
          t('none')
        )}
      </Table.Cell>
      <Table.Cell>
        <GatewayStatusBadge status={g.status} />
      </Table.Cell>
      {mayChange ? (
        <RowActions
          edit={{ href: linkTo('edit-config-vpn', { id: g.id }), label: t('config.edit', { name: g.name }) }}
          remove={{
            label: t('config.remove', { name: g.name }),
            title: t('config.removeTitle', { name: g.name }),
            description: t('config.removeText'),
            onConfirm: async () => {
              await remove.mutateAsync(g.id);
              toast({ kind: 'success', title: t('config.removed', { name: g.name }) });
            },
          }}
        >
          <IconButton asChild variant="ghost" aria-label={t('config.setup', { name: g.name })}>
            <RouterLink to={linkTo('configure-vpn', { id: g.id })}>
              <GearIcon />
            </RouterLink>
          </IconButton>
          <IconButton variant="ghost" aria-label={t('config.download', { name: g.name })} onClick={() => void downloadGatewayConfig(g.id, g.name)}>
            <DownloadIcon />
          </IconButton>
        </RowActions>
      ) : (
        <Table.Cell />
      )}
    </Table.Row>
  );
}

function DestinationRowView({ d, gateway, mayChange }: { d: DestinationView; gateway: string; mayChange: boolean }) {
  const { t } = useTranslation('ztpa');
  const client = useQueryClient();
  const toast = useToast();
  const remove = useMutation(ztpaMutations.deleteDestination(client));
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{d.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Text style={{ overflowWrap: 'anywhere' }}>{d.host}</Text>
        {d.address ? (
          <Text as="div" size="1" color="gray">
            {d.address}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>{d.port ? `${d.protocol}/${d.port}` : d.protocol}</Table.Cell>
      <Table.Cell>{gateway}</Table.Cell>
      {mayChange ? (
        <RowActions
          edit={{ href: linkTo('edit-proxy-destination', { id: d.id }), label: t('destinations.edit', { name: d.name }) }}
          remove={{
            label: t('destinationForm.removeFor', { name: d.name }),
            title: t('destinationForm.removeTitle', { name: d.name }),
            description: t('destinationForm.removeText'),
            onConfirm: async () => {
              await remove.mutateAsync(d.id);
              toast({ kind: 'success', title: t('destinationForm.removed', { name: d.name }) });
            },
          }}
        />
      ) : (
        <Table.Cell />
      )}
    </Table.Row>
  );
}

export default function ConfigVpn() {
  const { t } = useTranslation('ztpa');
  usePageHeading({ subheading: t('config.subtitle') });
  const mayChange = canChangeVpnConfig(useSession().access);
  const configs = useQuery(ztpaQueries.configs());
  const rows = configs.data;
  const destinations = rows ? rows.flatMap((g) => g.destinations.map((d) => ({ d, gateway: g.name }))) : rows;

  return (
    <Flex direction="column" gap="4">
      {mayChange ? (
        <Flex justify="end">
          <Button asChild>
            <RouterLink to={linkTo('configure-vpn')}>
              <PlusIcon aria-hidden /> {t('config.setUp')}
            </RouterLink>
          </Button>
        </Flex>
      ) : null}
      <DataTable<GatewayConfig>
        caption={t('config.caption')}
        columns={[
          { key: 'name', header: t('config.columns.name') },
          { key: 'range', header: t('config.columns.range') },
          { key: 'subnets', header: t('config.columns.subnets') },
          { key: 'policies', header: t('config.columns.policies') },
          { key: 'key', header: t('config.columns.key') },
          { key: 'status', header: t('config.columns.status') },
        ]}
        hasActions
        actionsLabel={t('config.actions')}
        rows={rows}
        rowKey={(g) => g.id}
        renderRow={(g) => <GatewayRowView g={g} mayChange={mayChange} />}
        busy={configs.isPending}
        emptyText={t('config.empty')}
        loadingText={t('loading')}
      />
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {t('config.destinationsTitle')}
        </Heading>
        {mayChange && rows && rows.length > 0 ? (
          <Button asChild variant="soft">
            <RouterLink to={linkTo('edit-proxy-destination')}>
              <PlusIcon aria-hidden /> {t('config.addDestination')}
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
      <DataTable<{ d: DestinationView; gateway: string }>
        caption={t('config.destinationsCaption')}
        columns={[
          { key: 'name', header: t('destinationForm.name') },
          { key: 'host', header: t('destinationForm.host') },
          { key: 'port', header: t('destinationForm.port') },
          { key: 'gateway', header: t('destinationForm.gateway') },
        ]}
        hasActions
        actionsLabel={t('config.actions')}
        rows={destinations}
        rowKey={(r) => r.d.id}
        renderRow={(r) => <DestinationRowView d={r.d} gateway={r.gateway} mayChange={mayChange} />}
        busy={configs.isPending}
        emptyText={t('config.destinationsEmpty')}
        loadingText={t('loading')}
      />
      <Box>
        <Link asChild size="2">
          <RouterLink to={linkTo('ztpa-server')}>{t('config.seeInventory')}</RouterLink>
        </Link>
      </Box>
    </Flex>
  );
}
