// /dlp-endpoints (Inventory › DLP › Discovered Data, issue 21): the endpoints where the scanners found
// sensitive files in the period, or (tab=users) the people those files belong to. Each endpoint opens its
// findings (/dlp-endpoint-details/{deviceId}); the dashboard's Data Security figures open this list.
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Link, TabNav, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { DlpEndpointRow, DlpPersonRow, GroupFilters } from '../../api/contract/dlp';
import { dlpQueries } from '../../api/queries/dlp';
import { usePageHeading } from '../../app/layout/page-heading';
import { discoveredDataFilters } from '../../app/routes/filters';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { EndpointLink, PersonLink, PresetFilters, TypeFilter, usePeriod } from './common';

export default function DlpEndpoints() {
  const { t } = useTranslation('dlp');
  usePageHeading({ subheading: t('endpoints.subtitle') });
  const { params, update } = useListParams(discoveredDataFilters);
  const { period, picker } = usePeriod(params.on);
  const tab = params.tab ?? 'endpoints';
  const page = params.page ?? 1;
  const filters: GroupFilters = useMemo(() => ({ ...period, q: params.q, u: params.u, type: params.type }), [period, params.q, params.u, params.type]);
  const byPerson = tab === 'users';
  const endpoints = useQuery({ ...dlpQueries.endpoints({ ...filters, page, size: DEFAULT_PAGE_SIZE }), enabled: !byPerson });
  const endpointCount = useQuery({ ...dlpQueries.endpointCount(filters), enabled: !byPerson });
  const people = useQuery({ ...dlpQueries.people({ ...filters, page, size: DEFAULT_PAGE_SIZE }), enabled: byPerson });
  const peopleCount = useQuery({ ...dlpQueries.peopleCount(filters), enabled: byPerson });
  const count = byPerson ? peopleCount : endpointCount;
  const filtered = Boolean(params.q || params.u || params.type?.length);
  const c = (key: string) => t(`columns.${key}`);
  const types = (r: { data_types: string[] }) => <MultiValue content={r.data_types} />;
  /** the other tab keeps every filter but the page */
  const tabHref = (name: 'endpoints' | 'users') => linkTo('dlp-endpoints', undefined, { ...params, page: undefined, tab: name === 'users' ? 'users' : undefined });
  const pager = { page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next: number) => update({ page: next }) };

  return (
    <Flex direction="column" gap="3">
      <TabNav.Root aria-label={t('endpoints.tabsLabel')}>
        {(['endpoints', 'users'] as const).map((name) => (
          <TabNav.Link key={name} asChild active={tab === name}>
            <RouterLink to={tabHref(name)}>{t(`endpoints.tabs.${name}`)}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Flex gap="3" wrap="wrap" align="end">
        <Box width="260px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('endpoints.searchLabel')} placeholder={t('searchPlaceholder')} />
        </Box>
        <TypeFilter value={params.type ?? []} onChange={(type) => update({ type })} />
        {picker}
      </Flex>
      <PresetFilters on={params.on} u={params.u} update={update} />
      <Text size="2" color="gray" aria-live="polite" data-testid="dlp-total" data-value={count.data ?? undefined}>
        {count.isPending ? t('loading') : t(byPerson ? 'endpoints.totalUsers' : 'endpoints.totalEndpoints', { count: count.data ?? 0 })}
      </Text>
      {byPerson ? (
        <DataTable<DlpPersonRow>
          caption={t('endpoints.usersTable')}
          size="1"
          columns={[
            { key: 'person', header: c('user'), rowHeader: true, render: (r) => <PersonLink person={r.person} /> },
            {
              key: 'endpoints',
              header: c('endpoints'),
              align: 'right',
              render: (r) => (
                <Link asChild>
                  <RouterLink to={linkTo('dlp-endpoints', undefined, { u: r.person.email, ...(params.on ? { on: params.on } : {}) })}>{r.endpoints}</RouterLink>
                </Link>
              ),
            },
            { key: 'files', header: c('files'), align: 'right', render: (r) => r.files },
            { key: 'matches', header: c('matches'), align: 'right', render: (r) => r.matches },
            { key: 'types', header: c('dataTypes'), render: types },
            { key: 'last', header: c('lastSeen'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.last_seen)}</Text> },
          ]}
          rows={people.data}
          rowKey={(r) => r.person.id}
          busy={people.isPending}
          error={people.isError || people.data === null ? {} : undefined}
          emptyText={filtered ? t('emptyFiltered') : t('endpoints.emptyUsers')}
          loadingText={t('loading')}
          pager={pager}
        />
      ) : (
        <DataTable<DlpEndpointRow>
          caption={t('endpoints.endpointsTable')}
          size="1"
          columns={[
            { key: 'endpoint', header: c('endpoint'), rowHeader: true, render: (r) => <EndpointLink id={r.endpoint.id} hostname={r.endpoint.hostname} /> },
            { key: 'platform', header: c('platform'), render: (r) => r.endpoint.platform_family },
            { key: 'person', header: c('owner'), render: (r) => <PersonLink person={r.person} /> },
            { key: 'files', header: c('files'), align: 'right', render: (r) => r.files },
            { key: 'matches', header: c('matches'), align: 'right', render: (r) => r.matches },
            { key: 'types', header: c('dataTypes'), render: types },
            { key: 'last', header: c('lastSeen'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.last_seen)}</Text> },
          ]}
          rows={endpoints.data}
          rowKey={(r) => r.endpoint.id}
          busy={endpoints.isPending}
          error={endpoints.isError || endpoints.data === null ? {} : undefined}
          emptyText={filtered ? t('emptyFiltered') : t('endpoints.emptyEndpoints')}
          loadingText={t('loading')}
          pager={pager}
        />
      )}
    </Flex>
  );
}
