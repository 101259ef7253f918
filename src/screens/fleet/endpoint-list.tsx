// The endpoint lists (spec part 2 §2.4, §2.6, §3): Inventory › Endpoints (/devices, its infrastructure
// tab, /inactive-devices) and Admin › Endpoint Management (/endpoints/v2, /endpoints, /inactive-endpoints).
// Filters live in the URL (routes/filters.ts); totals come from HEAD on the same call.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Flex, Link, Table, TabNav, Text } from '@radix-ui/themes';
import { ENDPOINT_STATUSES, PLATFORM_FAMILIES } from '../../api/contract/catalog';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { DEVICE_SORTS, type DeviceRow } from '../../api/contract/fleet';
import { PERSON_SCOPES } from '../../api/contract/users';
import { downloadDevicesReport, fleetQueries, type DeviceListKind, type DeviceListParams } from '../../api/queries/fleet';
import { ANY_VALUE, deviceFilters } from '../../app/routes/filters';
import { routeById, type RouteId } from '../../app/routes/table';
import { fetchAllPages, useListExport } from '../../commands/list-export';
import { DeviceStatusBadge, ComplianceBadge } from '../../domain/fleet/badges';
import { formatDate, formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { MultiFilter, SingleFilter } from '../../ui/filter-controls';
import { DayFilters } from './day-filters';
import { ENDPOINT_LIST_DEFAULTS, useFleetFilters } from './use-fleet-filters';
import { DownloadButton } from '../../ui/download-button';

type Sort = (typeof DEVICE_SORTS)[number];
const INACTIVE = ['INACTIVE', 'OFFLINE_FOR_CONFIG_TIME'] as const;
/** an agent version as the filter takes it (spec part 2 §3: 1.0.1 to 1.1.7) */
const VERSION = /^\d+\.\d+\.\d+$/;

export interface EndpointListProps {
  /** whose list: Inventory's or Endpoint Management's */
  area: 'inventory' | 'management';
  /** the inactive lists show only endpoints that stopped reporting */
  inactive?: boolean;
  /** the route whose URL the list reads (its filter schema is deviceFilters' shape) */
  routeId: RouteId;
}

const asArray = (v: unknown): string[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? (v as string[]) : [String(v)]);

export function EndpointList({ area, inactive, routeId }: EndpointListProps) {
  const { t } = useTranslation('fleet');
  const { t: tb } = useTranslation('fleet-badges');
  const { t: ta } = useTranslation('fleet-assets');
  const { params, effective, update, shown } = useFleetFilters(deviceFilters, inactive ? {} : ENDPOINT_LIST_DEFAULTS);
  const infraTab = area === 'inventory' && !inactive && params.tab === 'infra';
  const kind: DeviceListKind = infraTab ? 'infra' : area;
  const sb = (params.sb as Sort | undefined) ?? 'hostname';
  const so = (params.so as 'asc' | 'desc' | undefined) ?? 'asc';
  const statuses = inactive ? [...INACTIVE] : (asArray(effective.status) as DeviceListParams['status']);
  const query: DeviceListParams = {
    page: (params.page as number | undefined) ?? 1,
    size: DEFAULT_PAGE_SIZE,
    q: effective.q as string | undefined,
    o: asArray(effective.o) as DeviceListParams['o'],
    status: infraTab ? undefined : statuses,
    scope: infraTab ? undefined : (effective.scope as DeviceListParams['scope']),
    compliant: effective.compliant as DeviceListParams['compliant'],
    encrypted: effective.encrypted as DeviceListParams['encrypted'],
    managed: effective.managed as DeviceListParams['managed'],
    risky_apps: effective.risky_apps as DeviceListParams['risky_apps'],
    version: effective.version as string | undefined,
    owner: effective.owner as string | undefined,
    active_on: effective.active_on as string | undefined,
    inactive_on: effective.inactive_on as string | undefined,
    sb,
    so,
  };
  const list = useQuery(fleetQueries.list(kind, query));
  const count = useQuery(fleetQueries.count(kind, query));
  const infraCount = useQuery({ ...fleetQueries.count('infra', {}), enabled: area === 'inventory' && !inactive });
  const queryClient = useQueryClient();

  const platformLabel = (p: string) => t(`platforms.${p}`);
  useListExport<DeviceRow>({
    name: routeById(routeId).title,
    fileName: t('export.fileName'),
    columns: [
      { header: t('columns.hostname'), value: (r) => r.hostname },
      { header: t('columns.owner'), value: (r) => r.owner?.email ?? '' },
      { header: t('columns.platform'), value: (r) => `${r.os_name} ${r.os_version}` },
      { header: t('columns.agent'), value: (r) => r.agent_version },
      { header: t('columns.status'), value: (r) => tb(`status.${r.status}`) },
      { header: t('columns.compliance'), value: (r) => tb(`compliance.${r.compliance_state}`) },
      { header: t('columns.lastSeen'), value: (r) => r.last_seen },
    ],
    fetchRows: () => fetchAllPages((page, size) => queryClient.fetchQuery(fleetQueries.list(kind, { ...query, page, size })), MAX_PAGE_SIZE),
  });

  const yesNo = (key: string) => [
    { value: 'true', label: t(`filters.${key}.true`) },
    { value: 'false', label: t(`filters.${key}.false`) },
  ];
  const filters = (
    <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
      <div style={{ minWidth: 240 }}>
        <SearchBox value={(params.q as string | undefined) ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('search.endpoints')} />
      </div>
      <MultiFilter
        label={t('filters.platform')}
        values={asArray(shown('o'))}
        options={PLATFORM_FAMILIES.map((p) => ({ value: p, label: platformLabel(p) }))}
        allLabel={t('filters.all')}
        onChange={(o) => update({ o: o.length ? o : undefined })}
      />
      {!inactive && !infraTab ? (
        <>
          <MultiFilter
            label={t('filters.status')}
            values={asArray(shown('status'))}
            options={ENDPOINT_STATUSES.map((s) => ({ value: s, label: tb(`status.${s}`) }))}
            allLabel={t('filters.all')}
            onChange={(s) => update({ status: s.length ? s : [ANY_VALUE] })}
          />
          <SingleFilter
            label={t('filters.scope.label')}
            value={shown('scope') as string | undefined}
            options={PERSON_SCOPES.map((s) => ({ value: s, label: t(`scope.${s}`) }))}
            allLabel={t('filters.scope.all')}
            onChange={(scope) => update({ scope })}
          />
        </>
      ) : null}
      <SingleFilter label={t('filters.compliant.label')} value={params.compliant as string | undefined} options={yesNo('compliant')} allLabel={t('filters.compliant.all')} onChange={(v) => update({ compliant: v === ANY_VALUE ? undefined : v })} />
      <SingleFilter label={t('filters.encrypted.label')} value={params.encrypted as string | undefined} options={yesNo('encrypted')} allLabel={t('filters.encrypted.all')} onChange={(v) => update({ encrypted: v === ANY_VALUE ? undefined : v })} />
      <SingleFilter
        label={t('filters.managed.label')}
        value={params.managed as string | undefined}
        options={[{ value: 'MDM', label: t('filters.managed.MDM') }, { value: 'NOT_MDM', label: t('filters.managed.NOT_MDM') }]}
        allLabel={t('filters.managed.all')}
        onChange={(v) => update({ managed: v === ANY_VALUE ? undefined : v })}
      />
      <div style={{ width: 180 }}>
        <SearchBox value={(params.owner as string | undefined) ?? ''} onSearch={(owner) => update({ owner: owner || undefined })} label={t('filters.owner')} placeholder={t('filters.owner')} />
      </div>
      <div style={{ width: 190 }}>
        <SearchBox
          value={(params.version as string | undefined) ?? ''}
          onSearch={(version) => {
            if (!version || VERSION.test(version)) update({ version: version || undefined });
          }}
          label={t('filters.version')}
          placeholder={t('filters.versionPlaceholder')}
        />
      </div>
      {area === 'management' ? (
        <DownloadButton label={t('report.download')} download={() => downloadDevicesReport(query)} />
      ) : null}
      {area === 'management' ? (
        <Button asChild variant="soft" color="gray">
          <RouterLink to={linkTo('endpoint-list', { id: 'all' })}>{ta('all')}</RouterLink>
        </Button>
      ) : null}
    </Flex>
  );

  const management = area === 'management';
  const rows = list.data;
  return (
    <Flex direction="column" gap="3">
      {area === 'inventory' && !inactive ? (
        <TabNav.Root aria-label={t('tabs.label')}>
          <TabNav.Link asChild active={!infraTab}>
            <RouterLink to={linkTo(routeId)}>{t('tabs.people')}</RouterLink>
          </TabNav.Link>
          <TabNav.Link asChild active={infraTab}>
            <RouterLink to={linkTo(routeId, undefined, { tab: 'infra' })}>{t('tabs.infra', { count: infraCount.data ?? 0 })}</RouterLink>
          </TabNav.Link>
        </TabNav.Root>
      ) : null}
      {filters}
      <DayFilters values={effective} onRemove={(key) => update({ [key]: undefined })} />
      <Text size="2" color="gray" aria-live="polite" data-testid="fleet-total" data-value={count.data}>
        {count.isSuccess ? t('total', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable<DeviceRow>
        caption={t(`tableLabel.${kind}`)}
        size={management ? '1' : undefined}
        columns={[
          { key: 'hostname', header: t('columns.hostname'), sortBy: 'hostname', firstOrder: 'asc' },
          { key: 'owner', header: t('columns.owner'), sortBy: 'owner', firstOrder: 'asc' },
          { key: 'platform', header: t('columns.platform'), sortBy: 'platform_family', firstOrder: 'asc' },
          { key: 'agent', header: t('columns.agent'), sortBy: 'agent_version' },
          { key: 'status', header: t('columns.status'), sortBy: 'status', firstOrder: 'asc' },
          { key: 'compliance', header: t('columns.compliance') },
          ...(management ? [{ key: 'mdm', header: t('columns.mdm') }, { key: 'encryption', header: t('columns.encryption') }] : []),
          { key: 'lastSeen', header: t('columns.lastSeen'), sortBy: 'last_seen' },
        ]}
        rows={rows}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        busy={list.isPending}
        emptyText={t('empty.endpoints')}
        loadingText={t('loading')}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <Table.Row align="center" data-testid="endpoint-row">
            <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
              <Link asChild weight="medium">
                <RouterLink to={linkTo('endpoint-details', { id: row.id })}>{row.hostname}</RouterLink>
              </Link>
              {row.infra ? (
                <Badge ml="2" color="violet" variant="soft">
                  {t('infra')}
                </Badge>
              ) : null}
            </Table.RowHeaderCell>
            <Table.Cell>{row.owner ? <Text title={row.owner.email}>{row.owner.name}</Text> : <Text color="gray">{t('noOwner')}</Text>}</Table.Cell>
            <Table.Cell>
              <Text as="div">{platformLabel(row.platform_family)}</Text>
              {management ? null : (
                <Text as="div" size="1" color="gray">
                  {row.os_name} {row.os_version}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{row.agent_version}</Table.Cell>
            <Table.Cell>
              <DeviceStatusBadge status={row.status} />
            </Table.Cell>
            <Table.Cell>
              <ComplianceBadge state={row.compliance_state} />
            </Table.Cell>
            {management ? (
              <>
                <Table.Cell>{row.mdm_managed ? t('yes') : t('no')}</Table.Cell>
                <Table.Cell>{row.disk_encrypted ? t('yes') : t('no')}</Table.Cell>
              </>
            ) : null}
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>
              <Text as="div">{formatDate(row.last_seen)}</Text>
              <Text as="div" size="1" color="gray">
                {formatDateTime(row.last_seen).slice(formatDate(row.last_seen).length).trim()}
              </Text>
            </Table.Cell>
          </Table.Row>
        )}
        pager={{ page: query.page ?? 1, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
        gap="2"
      />
    </Flex>
  );
}
