// /applications-detail/{id}/{apt} (issue 18): one installed application. `id` is its name as the agents
// report it, `apt` its platform type (a platform family or `all`; see contract/applications.ts). Shows its
// versions and the endpoints that have it, each linking to /endpoint-details/{id}; the endpoint list's
// page and version are in the URL (routes/filters.ts applicationDetailFilters).
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Card, DataList, Flex, Heading, Link, Select, Table, TabNav, Text } from '@radix-ui/themes';
import { APP_PLATFORM_TYPES, type AppPlatformType, type ApplicationEndpointRow } from '../../api/contract/applications';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { applicationQueries } from '../../api/queries/applications';
import { ApiRequestError } from '../../api/client';
import { applicationDetailFilters } from '../../app/routes/filters';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { useListParams } from '../../ui/use-list-params';

const ALL_VERSIONS = '__all__';

function isPlatformType(v: string | undefined): v is AppPlatformType {
  return (APP_PLATFORM_TYPES as readonly string[]).includes(v ?? '');
}

export default function Screen() {
  const { t } = useTranslation('fleet-apps');
  const { t: tf } = useTranslation('fleet');
  const { id = '', apt: rawApt } = useParams();
  const apt: AppPlatformType = isPlatformType(rawApt) ? rawApt : 'all';
  const { params, update } = useListParams(applicationDetailFilters);
  const page = params.page ?? 1;
  const version = params.version;
  const detail = useQuery({ ...applicationQueries.detail(id, apt), retry: false });
  const all = useQuery({ ...applicationQueries.detail(id, 'all'), retry: false, enabled: apt !== 'all' });
  const endpoints = useQuery({ ...applicationQueries.endpoints(id, apt, { page, size: DEFAULT_PAGE_SIZE, version }), enabled: detail.isSuccess });
  const total = useQuery({ ...applicationQueries.endpointsCount(id, apt, version), enabled: detail.isSuccess });

  if (detail.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (detail.isError) {
    const missing = detail.error instanceof ApiRequestError && detail.error.status === 404;
    return missing ? <Text color="gray">{t('applicationDetail.notFound')}</Text> : <ErrorState />;
  }
  const d = detail.data;
  const platforms = apt === 'all' ? d.platforms : (all.data?.platforms ?? d.platforms);
  const platformLabel = (p: AppPlatformType) => (p === 'all' ? t('platformType.all') : tf(`platforms.${p}`));
  const item = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.Label minWidth="160px">{label}</DataList.Label>
      <DataList.Value>{value}</DataList.Value>
    </DataList.Item>
  );

  return (
    <Flex direction="column" gap="4">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="5" data-testid="application-name" style={{ overflowWrap: 'anywhere' }}>
          {d.name}
        </Heading>
        {d.vulnerable_endpoints > 0 ? (
          <Badge color="red" variant="soft">
            {t('applications.vulnerable', { count: d.vulnerable_endpoints })}
          </Badge>
        ) : null}
      </Flex>
      {platforms.length > 1 ? (
        <TabNav.Root aria-label={t('applicationDetail.platformTabs')}>
          {(['all', ...platforms] as AppPlatformType[]).map((p) => (
            <TabNav.Link key={p} asChild active={p === apt}>
              <RouterLink to={linkTo('applications-detail', { id, apt: p })}>{platformLabel(p)}</RouterLink>
            </TabNav.Link>
          ))}
        </TabNav.Root>
      ) : null}
      <Flex gap="4" wrap="wrap" align="start">
        <Card style={{ flex: '1 1 300px' }}>
          <DataList.Root>
            {item(t('applicationDetail.publisher'), d.publisher ?? '—')}
            {item(t('applicationDetail.platforms'), d.platforms.map((p) => tf(`platforms.${p}`)).join(', '))}
            {item(t('applicationDetail.endpoints'), <span data-testid="application-endpoints">{d.endpoints}</span>)}
            {item(t('applicationDetail.versions'), d.versions)}
            {item(t('applicationDetail.vulnerable'), d.vulnerable_endpoints)}
          </DataList.Root>
        </Card>
        <Flex direction="column" gap="2" style={{ flex: '2 1 420px', minWidth: 0 }}>
          <Heading as="h3" size="3">
            {t('applicationDetail.versionsTitle')}
          </Heading>
          <DataTable
            caption={t('applicationDetail.versionsLabel')}
            size="1"
            columns={[
              { key: 'version', header: t('applicationDetail.columns.version') },
              { key: 'endpoints', header: t('applicationDetail.columns.endpoints'), align: 'right' },
              { key: 'state', header: t('applicationDetail.columns.state') },
            ]}
            rows={d.version_list}
            emptyText={t('dataNotAvailable')}
            rowKey={(v) => v.version}
            renderRow={(v) => (
              <Table.Row align="center">
                <Table.RowHeaderCell style={{ overflowWrap: 'anywhere' }}>
                  <Link asChild>
                    <RouterLink to={linkTo('applications-detail', { id, apt }, { version: v.version })} aria-label={t('applicationDetail.showEndpoints', { version: v.version })}>
                      {v.version}
                    </RouterLink>
                  </Link>
                </Table.RowHeaderCell>
                <Table.Cell align="right">{v.endpoints}</Table.Cell>
                <Table.Cell>
                  {v.vulnerable ? (
                    <Badge color="red" variant="soft">
                      {t('applicationDetail.vulnerableBadge')}
                    </Badge>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            )}
          />
        </Flex>
      </Flex>

      <Flex direction="column" gap="2">
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Heading as="h3" size="3">
            {t('applicationDetail.endpointsTitle')}
          </Heading>
          <Flex align="center" gap="2">
            <Text size="2" color="gray" aria-live="polite" data-testid="application-endpoints-total" data-value={total.data}>
              {total.isSuccess ? t('applicationDetail.endpointsTotal', { count: total.data }) : '\u00a0'}
            </Text>
            <Select.Root value={version ?? ALL_VERSIONS} onValueChange={(v) => update({ version: v === ALL_VERSIONS ? undefined : v })}>
              <Select.Trigger aria-label={t('filters.version')} variant="surface" />
              <Select.Content position="popper">
                <Select.Item value={ALL_VERSIONS}>{t('filters.allVersions')}</Select.Item>
                {d.version_list.map((v) => (
                  <Select.Item key={v.version} value={v.version}>
                    {v.version}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        </Flex>
        <DataTable<ApplicationEndpointRow>
          caption={t('applicationDetail.endpointsLabel')}
          columns={[
            { key: 'hostname', header: t('applicationDetail.columns.hostname') },
            { key: 'owner', header: t('applicationDetail.columns.owner') },
            { key: 'platform', header: t('applicationDetail.columns.platform') },
            { key: 'version', header: t('applicationDetail.columns.version') },
            { key: 'lastSeen', header: t('applicationDetail.columns.lastSeen') },
          ]}
          rows={endpoints.isError ? null : endpoints.data}
          busy={endpoints.isPending}
          emptyText={t('applicationDetail.noEndpoints')}
          loadingText={t('loading')}
          rowKey={(r) => r.id}
          renderRow={(r) => (
            <Table.Row align="center" data-testid="application-endpoint-row">
              <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
                <Link asChild weight="medium">
                  <RouterLink to={linkTo('endpoint-details', { id: r.id })}>{r.hostname}</RouterLink>
                </Link>
              </Table.RowHeaderCell>
              <Table.Cell>{r.owner_name ? <Text title={r.owner_email ?? undefined}>{r.owner_name}</Text> : <Text color="gray">{t('applicationDetail.noOwner')}</Text>}</Table.Cell>
              <Table.Cell>
                <Text as="div">{tf(`platforms.${r.platform_family}`)}</Text>
                <Text as="div" size="1" color="gray">
                  {r.os_name} {r.os_version}
                </Text>
              </Table.Cell>
              <Table.Cell style={{ overflowWrap: 'anywhere' }}>
                {r.version}
                {r.vulnerable ? (
                  <Badge ml="2" color="red" variant="soft">
                    {t('applicationDetail.vulnerableBadge')}
                  </Badge>
                ) : null}
              </Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.last_seen)}</Table.Cell>
            </Table.Row>
          )}
          pager={{ page, size: DEFAULT_PAGE_SIZE, total: total.data ?? 0, onPageChange: (next) => update({ page: next }) }}
          gap="2"
        />
      </Flex>
    </Flex>
  );
}
