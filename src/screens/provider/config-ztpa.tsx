// Configurations › ztpa-gateway › config-ztpa/{ztpaId?} (issue 22): one gateway of a managed company as its own
// configuration shows it (GET /provider/companies/{id}/ztpa-gateways/{ztpaId}): endpoint, range, key, subnets,
// who may reach which subnet on which ports, and the destinations published. Read-only. Without an id it
// asks to choose a gateway from the list above.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Code, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import type { DestinationView, PolicyRuleView } from '../../api/contract/ztpa';
import { ztpaOpsQueries } from '../../api/queries/ztpa-ops';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { GatewayStatus } from './config-ztpa-gateways';

export default function CompanyZtpaConfig() {
  const { t } = useTranslation('provider-ztpa');
  const { id = '', ztpaId = '' } = useParams();
  const gateway = useQuery({ ...ztpaOpsQueries.companyGateway(id, ztpaId), enabled: Boolean(ztpaId) });
  if (!ztpaId) return <Text color="gray">{t('config.choose')}</Text>;
  if (gateway.isError) return <ErrorState />;
  const g = gateway.data;
  if (!g) return <Text color="gray">{t('loading')}</Text>;
  const who = (p: PolicyRuleView) =>
    p.all_users ? t('config.allUsers') : [...p.groups.map((x) => x.name), ...p.people.map((x) => x.email)].join(', ') || t('none');
  return (
    <Flex direction="column" gap="3" data-testid="company-ztpa-config">
      <Heading as="h3" size="3">
        {g.name}
      </Heading>
      <Card size="2">
        <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('config.status')}</DataList.Label>
            <DataList.Value>
              <GatewayStatus status={g.status} />
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('config.endpoint')}</DataList.Label>
            <DataList.Value>{g.public_endpoint ?? t('none')}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('config.range')}</DataList.Label>
            <DataList.Value>{g.endpoint_ip_range ?? t('none')}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('config.subnets')}</DataList.Label>
            <DataList.Value>{g.subnets.length ? g.subnets.join(', ') : t('none')}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('config.publicKey')}</DataList.Label>
            <DataList.Value>
              <Code variant="ghost" style={{ wordBreak: 'break-all' }}>
                {g.public_key ?? t('none')}
              </Code>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="160px">{t('config.steps')}</DataList.Label>
            <DataList.Value>{t('config.stepsDone', { count: g.steps_done })}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
      <DataTable<PolicyRuleView>
        caption={t('config.policies')}
        size="1"
        columns={[
          { key: 'subnet', header: t('config.columns.subnet'), rowHeader: true, render: (p) => <Code variant="ghost">{p.subnet}</Code> },
          { key: 'ports', header: t('config.columns.ports'), render: (p) => (p.ports.length ? p.ports.join(', ') : t('config.allPorts')) },
          { key: 'who', header: t('config.columns.who'), render: (p) => <Text style={{ overflowWrap: 'anywhere' }}>{who(p)}</Text> },
        ]}
        rows={g.policies}
        rowKey={(p) => p.id}
        emptyText={t('config.noPolicies')}
      />
      <DataTable<DestinationView>
        caption={t('config.destinations')}
        size="1"
        columns={[
          { key: 'name', header: t('config.columns.name'), rowHeader: true, render: (d) => d.name },
          { key: 'host', header: t('config.columns.host'), render: (d) => <Text style={{ overflowWrap: 'anywhere' }}>{d.host}</Text> },
          { key: 'address', header: t('config.columns.address'), render: (d) => <Code variant="ghost">{d.address ?? t('none')}</Code> },
          { key: 'port', header: t('config.columns.port'), render: (d) => (d.port === null ? t('config.allPorts') : `${d.port}/${d.protocol}`) },
        ]}
        rows={g.destinations}
        rowKey={(d) => d.id}
        emptyText={t('config.noDestinations')}
      />
    </Flex>
  );
}
