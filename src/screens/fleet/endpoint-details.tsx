// /endpoint-details/{id} (spec part 2 §2.6, issue 18): one endpoint with a tab per kind of data the agent
// reports: details, compliance, installed apps, browser extensions, SaaS usage, sensitive data (DLP companies only),
// alerts, performance and logs. The open tab is in the URL (?tab=), so the palette and links can open one.
import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Card, DataList, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { canRunCommands, canSeeCommands, canSeeSensitiveData } from '../../api/contract/access';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { AppUsageRow, BrowserExtensionRow, ComplianceRow, DeviceAlertRow, DeviceDetail, InstalledAppRow } from '../../api/contract/fleet';
import { fleetQueries } from '../../api/queries/fleet';
import { useSession } from '../../app/session/use-session';
import { ComplianceBadge, DeviceStatusBadge } from '../../domain/fleet/badges';
import { formatDate, formatDateTime, formatDuration } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { LogsTab } from './logs-tab';
import { PerformanceTab } from './performance-tab';
import { SensitiveTab } from './sensitive-tab';
import { ReassignAction } from './reassign-dialog';
import { UninstallKeyAction } from './uninstall-key-dialog';
import { EndpointCommandsTab } from '../../domain/commands/endpoint-commands-tab';
import { MdmHistoryButton } from '../../domain/mdm-commands/mdm-history-link';

const TABS = ['details', 'compliance', 'apps', 'extensions', 'usage', 'sensitive', 'alerts', 'performance', 'logs', 'commands'] as const;
type Tab = (typeof TABS)[number];
/** the tabs only some companies have, and the capability that shows each */
const GATED: Partial<Record<Tab, typeof canSeeSensitiveData>> = { sensitive: canSeeSensitiveData, commands: canSeeCommands };
const USAGE_DAYS = 30;

/** a list call's rows for DataTable: undefined while loading, null on failure */
const rowsOf = <T,>(q: UseQueryResult<T[] | null>) => (q.isError ? null : q.data);

function Details({ d }: { d: DeviceDetail }) {
  const { t } = useTranslation('fleet');
  const item = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.Label minWidth="160px">{label}</DataList.Label>
      <DataList.Value>{value}</DataList.Value>
    </DataList.Item>
  );
  return (
    <Flex gap="4" wrap="wrap">
      <Card style={{ flex: '1 1 320px' }}>
        <Heading as="h2" size="3" mb="3">
          {t('details.hardware')}
        </Heading>
        <DataList.Root>
          {item(t('details.serial'), d.serial)}
          {item(t('details.platform'), `${t(`platforms.${d.platform_family}`)} (${d.platform})`)}
          {item(t('details.os'), `${d.os_name} ${d.os_version}`)}
          {item(t('details.agent'), d.agent_version)}
          {item(t('details.status'), <DeviceStatusBadge status={d.status} />)}
          {item(t('details.lastSeen'), formatDateTime(d.last_seen))}
          {item(t('details.enrolled'), formatDate(d.enrolled_at))}
        </DataList.Root>
      </Card>
      <Card style={{ flex: '1 1 320px' }}>
        <Heading as="h2" size="3" mb="3">
          {t('details.management')}
        </Heading>
        <DataList.Root>
          {item(t('details.compliance'), <ComplianceBadge state={d.compliance_state} />)}
          {item(t('details.mdm'), d.mdm_managed ? t('filters.managed.MDM') : t('filters.managed.NOT_MDM'))}
          {item(t('details.encryption'), d.disk_encrypted ? t('filters.encrypted.true') : t('filters.encrypted.false'))}
          {item(t('details.owner'), d.owner ? `${d.owner.name} (${d.owner.email})` : t('noOwner'))}
          {item(t('details.department'), d.owner_department ?? '—')}
          {item(t('details.groups'), d.groups.length ? d.groups.join(', ') : '—')}
          {item(t('details.kind'), d.infra ? t('infra') : t('tabs.people'))}
        </DataList.Root>
      </Card>
    </Flex>
  );
}

function ComplianceTab({ id }: { id: string }) {
  const { t } = useTranslation('fleet');
  const q = useQuery(fleetQueries.compliance(id));
  return (
    <DataTable<ComplianceRow>
      caption={t('tabs.compliance')}
      columns={[
        { key: 'control', header: t('columns.control'), rowHeader: true, render: (r) => r.control },
        { key: 'framework', header: t('columns.framework'), render: (r) => r.framework },
        { key: 'result', header: t('columns.result'), render: (r) => <Badge color={r.passed ? 'green' : 'red'} variant="soft">{r.passed ? t('passed') : t('failed')}</Badge> },
        { key: 'details', header: t('columns.details'), render: (r) => r.details ?? '—' },
        { key: 'checked', header: t('columns.checked'), render: (r) => formatDateTime(r.checked_at) },
      ]}
      rows={rowsOf(q)}
      rowKey={(r) => r.control}
      emptyText={t('empty.compliance')}
    />
  );
}

function AppsTab({ id }: { id: string }) {
  const { t } = useTranslation('fleet');
  const q = useQuery(fleetQueries.apps(id));
  return (
    <DataTable<InstalledAppRow>
      caption={t('tabs.apps')}
      columns={[
        { key: 'name', header: t('columns.app'), rowHeader: true, render: (r) => (<>{r.name}{r.vulnerable ? <Badge ml="2" color="red" variant="soft">{t('vulnerable')}</Badge> : null}</>) },
        { key: 'version', header: t('columns.version'), render: (r) => r.version },
        { key: 'publisher', header: t('columns.publisher'), render: (r) => r.publisher ?? '—' },
        { key: 'first', header: t('columns.firstSeen'), render: (r) => formatDate(r.first_seen) },
      ]}
      rows={rowsOf(q)}
      rowKey={(r) => r.name}
      emptyText={t('empty.apps')}
    />
  );
}

function ExtensionsTab({ id }: { id: string }) {
  const { t } = useTranslation('fleet');
  const q = useQuery(fleetQueries.extensions(id));
  return (
    <DataTable<BrowserExtensionRow>
      caption={t('tabs.extensions')}
      columns={[
        { key: 'name', header: t('columns.extension'), rowHeader: true, render: (r) => (<>{r.name}{r.risky ? <Badge ml="2" color="red" variant="soft">{t('risky')}</Badge> : null}</>) },
        { key: 'browser', header: t('columns.browser'), render: (r) => r.browser },
        { key: 'version', header: t('columns.version'), render: (r) => r.version },
        { key: 'enabled', header: t('columns.enabled'), render: (r) => (r.enabled ? t('yes') : t('no')) },
        { key: 'permissions', header: t('columns.permissions'), render: (r) => <Text size="1">{r.permissions.join(', ') || '—'}</Text> },
      ]}
      rows={rowsOf(q)}
      rowKey={(r) => `${r.browser}:${r.extension_id}`}
      emptyText={t('empty.extensions')}
    />
  );
}

function UsageTab({ id }: { id: string }) {
  const { t } = useTranslation('fleet');
  const q = useQuery(fleetQueries.activity(id, USAGE_DAYS));
  return (
    <Flex direction="column" gap="2">
      <Text size="2" color="gray">
        {t('usage.period', { days: USAGE_DAYS })}
      </Text>
      <DataTable<AppUsageRow>
        caption={t('tabs.usage')}
        columns={[
          { key: 'app', header: t('columns.app'), rowHeader: true, render: (r) => r.name },
          { key: 'time', header: t('columns.screenTime'), render: (r) => formatDuration(r.weighted_duration_s) },
          { key: 'days', header: t('columns.daysUsed'), render: (r) => r.days_used },
          { key: 'last', header: t('columns.lastUsed'), render: (r) => formatDate(r.last_day) },
        ]}
        rows={rowsOf(q)}
        rowKey={(r) => r.app_id}
        emptyText={t('empty.usage')}
      />
    </Flex>
  );
}

function AlertsTab({ id }: { id: string }) {
  const { t } = useTranslation('fleet');
  const [page, setPage] = useState(1);
  const q = useQuery(fleetQueries.history(id, { page, size: DEFAULT_PAGE_SIZE }));
  const total = useQuery(fleetQueries.historyCount(id));
  return (
    <DataTable<DeviceAlertRow>
      caption={t('tabs.alerts')}
      columns={[
        { key: 'at', header: t('columns.when'), render: (r) => formatDateTime(r.at) },
        { key: 'kind', header: t('columns.kind'), render: (r) => t(`alertKind.${r.kind}`) },
        { key: 'target', header: t('columns.target'), rowHeader: true, render: (r) => r.target },
        { key: 'action', header: t('columns.action'), render: (r) => r.action },
        { key: 'reason', header: t('columns.reason'), render: (r) => r.reason },
        { key: 'browser', header: t('columns.browser'), render: (r) => r.browser },
      ]}
      rows={q.data}
      rowKey={(r) => r.id}
      emptyText={t('empty.alerts')}
      pager={{ page, size: DEFAULT_PAGE_SIZE, total: total.data ?? 0, onPageChange: setPage }}
      gap="2"
    />
  );
}

export default function EndpointDetails() {
  const { t } = useTranslation('fleet');
  const id = useParams().id ?? '';
  const device = useQuery({ ...fleetQueries.device(id), retry: false });
  const { access } = useSession();
  const tabs = TABS.filter((name) => GATED[name]?.(access) ?? true);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = tabs.find((name) => name === asked) ?? 'details';
  const setTab = (next: string) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next === 'details') params.delete('tab');
      else params.set('tab', next);
      return params;
    }, { replace: true });
  if (device.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (device.isError) return <ErrorState />;
  const d = device.data;
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="5" data-testid="endpoint-hostname">
          {d.hostname}
        </Heading>
        <DeviceStatusBadge status={d.status} />
        <ComplianceBadge state={d.compliance_state} />
        {d.infra ? <Badge color="violet">{t('infra')}</Badge> : null}
        <ReassignAction device={d} />
        <UninstallKeyAction device={d} />
        <MdmHistoryButton endpointId={d.id} hostname={d.hostname} managed={d.mdm_managed} access={access} />
      </Flex>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label={t('tabs.detailLabel')} wrap="wrap">
          {tabs.map((id) => (
            <Tabs.Trigger key={id} value={id}>
              {t(`tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Flex pt="3" direction="column">
          <Tabs.Content value="details">
            <Details d={d} />
          </Tabs.Content>
          <Tabs.Content value="compliance">
            <ComplianceTab id={id} />
          </Tabs.Content>
          <Tabs.Content value="apps">
            <AppsTab id={id} />
          </Tabs.Content>
          <Tabs.Content value="extensions">
            <ExtensionsTab id={id} />
          </Tabs.Content>
          <Tabs.Content value="usage">
            <UsageTab id={id} />
          </Tabs.Content>
          {tabs.includes('sensitive') ? (
            <Tabs.Content value="sensitive">
              <SensitiveTab id={id} />
            </Tabs.Content>
          ) : null}
          <Tabs.Content value="alerts">
            <AlertsTab id={id} />
          </Tabs.Content>
          <Tabs.Content value="performance">
            <PerformanceTab id={id} />
          </Tabs.Content>
          <Tabs.Content value="logs">
            <LogsTab id={id} />
          </Tabs.Content>
          {tabs.includes('commands') ? (
            <Tabs.Content value="commands">
              <EndpointCommandsTab endpoint={d} mayRun={canRunCommands(access)} />
            </Tabs.Content>
          ) : null}
        </Flex>
      </Tabs.Root>
    </Flex>
  );
}
