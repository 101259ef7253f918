// Configurations › fleet-endpoints of /palisade-account-details/{id}/{name?} (issue 24): the company's
// endpoints (infrastructure devices excluded) as its own FLEET list shows them, read-only, searchable and paged.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import type { DeviceRow } from '../../api/contract/fleet';
import { providerConfigQueries } from '../../api/queries/provider';
import { ComplianceBadge, DeviceStatusBadge } from '../../domain/fleet/badges';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { ConfigSection, useCompanyList } from './company-config';

export default function CompanyFleetEndpoints() {
  const { t } = useTranslation('provider');
  const { id, q, page, pager, search } = useCompanyList();
  const list = useQuery(providerConfigQueries.endpoints(id, { q, ...page }));
  const count = useQuery(providerConfigQueries.endpointCount(id, { q }));
  return (
    <ConfigSection tab="endpoints">
      {search(t('config.endpoints.search'))}
      <DataTable<DeviceRow>
        caption={t('config.endpoints.heading')}
        size="1"
        columns={[
          { key: 'hostname', header: t('config.columns.hostname'), render: (d) => <Text wrap="nowrap">{d.hostname}</Text>, rowHeader: true },
          { key: 'owner', header: t('config.columns.owner'), render: (d) => d.owner?.email ?? '—' },
          { key: 'os', header: t('config.columns.os'), render: (d) => `${d.os_name} ${d.os_version}`.trim() },
          { key: 'version', header: t('config.columns.agentVersion'), render: (d) => d.agent_version },
          { key: 'status', header: t('config.columns.status'), render: (d) => <DeviceStatusBadge status={d.status} /> },
          { key: 'compliance', header: t('config.columns.compliance'), render: (d) => <ComplianceBadge state={d.compliance_state} /> },
          { key: 'seen', header: t('config.columns.lastSeen'), render: (d) => <Text wrap="nowrap">{formatDateTime(d.last_seen)}</Text> },
        ]}
        rows={list.data}
        rowKey={(d) => d.id}
        busy={list.isPending}
        emptyText={t(q ? 'config.noMatch' : 'config.endpoints.empty')}
        loadingText={t('events.loading')}
        pager={pager(count.data)}
      />
    </ConfigSection>
  );
}
