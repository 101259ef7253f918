// /sensitive-data-ext (Inventory › DLP › Sensitive Data, issue 21): what the browser extension saw sent to web
// pages in the period (uploads, pastes, form posts), grouped by site or by data type; a row opens the events
// behind it in Data Activity (/sensitive-activity, seen by the browser extension, the same period).
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Box, Flex, Link, SegmentedControl, Text } from '@radix-ui/themes';
import { ALERT_ACTIONS } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE, isoDaySchema } from '../../api/contract/common';
import type { ExtensionFilters, ExtensionSiteRow, ExtensionTypeRow } from '../../api/contract/dlp-activity';
import { dlpActivityQueries } from '../../api/queries/dlp-activity';
import { usePageHeading } from '../../app/layout/page-heading';
import { listFilters, rangeFilters } from '../../app/routes/filters';
import { rangeToFilters } from '../../lib/date-presets';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';
import { TypeFilter, usePeriod } from './common';

const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).optional());
const extFilters = z.strictObject({
  ...listFilters,
  ...rangeFilters,
  u: z.string().trim().min(1).max(200).optional(),
  on: isoDaySchema.optional(),
  type: many(z.string().trim().min(1).max(100)),
  action: many(z.enum(ALERT_ACTIONS)),
  tab: z.enum(['sites', 'types']).optional(),
});

export default function SensitiveDataExt() {
  const { t } = useTranslation('dlp-activity');
  usePageHeading({ subheading: t('ext.subtitle') });
  const { params, update } = useListParams(extFilters);
  const { period, picker } = usePeriod(params.on);
  const [range] = useDateRange();
  const tab = params.tab ?? 'sites';
  const page = params.page ?? 1;
  const filters: ExtensionFilters = useMemo(() => ({ ...period, q: params.q, u: params.u, type: params.type, action: params.action }), [period, params.q, params.u, params.type, params.action]);
  const bySite = tab === 'sites';
  const sites = useQuery({ ...dlpActivityQueries.sites({ ...filters, page, size: DEFAULT_PAGE_SIZE }), enabled: bySite });
  const siteCount = useQuery({ ...dlpActivityQueries.siteCount(filters), enabled: bySite });
  const types = useQuery({ ...dlpActivityQueries.types({ ...filters, page, size: DEFAULT_PAGE_SIZE }), enabled: !bySite });
  const typeCount = useQuery({ ...dlpActivityQueries.typeCount(filters), enabled: !bySite });
  const count = bySite ? siteCount : typeCount;
  const filtered = Boolean(params.q || params.u || params.type?.length || params.action?.length);
  const c = (key: string) => t(`columns.${key}`);
  /** the events behind a row, in Data Activity over the same period and filters */
  const events = (extra: Record<string, string | string[]>) =>
    linkTo('sensitive-activity', undefined, {
      origin: 'extension',
      ...(params.on ? { on: params.on } : rangeToFilters(range)),
      ...(params.u ? { u: params.u } : {}),
      ...(params.action?.length ? { action: params.action } : {}),
      ...(params.type?.length && !('type' in extra) ? { type: params.type } : {}),
      ...extra,
    });
  const pager = { page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next: number) => update({ page: next }) };
  const figures = [
    { key: 'events', header: c('events'), align: 'right' as const, render: (r: ExtensionSiteRow | ExtensionTypeRow) => r.events },
    { key: 'blocked', header: c('blocked'), align: 'right' as const, render: (r: ExtensionSiteRow | ExtensionTypeRow) => r.blocked },
    { key: 'matches', header: c('matches'), align: 'right' as const, render: (r: ExtensionSiteRow | ExtensionTypeRow) => r.matches },
    { key: 'people', header: c('people'), align: 'right' as const, render: (r: ExtensionSiteRow | ExtensionTypeRow) => r.people },
    { key: 'last', header: c('lastSeen'), render: (r: ExtensionSiteRow | ExtensionTypeRow) => <Text wrap="nowrap">{formatDateTime(r.last_seen)}</Text> },
  ];

  return (
    <Flex direction="column" gap="3">
      <SegmentedControl.Root value={tab} onValueChange={(v) => update({ tab: v === 'sites' ? undefined : v, page: undefined })} aria-label={t('ext.tabsLabel')} style={{ alignSelf: 'start' }}>
        <SegmentedControl.Item value="sites">{t('ext.tabs.sites')}</SegmentedControl.Item>
        <SegmentedControl.Item value="types">{t('ext.tabs.types')}</SegmentedControl.Item>
      </SegmentedControl.Root>
      <Flex gap="3" wrap="wrap" align="end">
        <Box width="260px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('ext.searchLabel')} placeholder={t('searchPlaceholder')} />
        </Box>
        <ChoiceFilter label={t('filters.action')} options={ALERT_ACTIONS} value={params.action ?? []} onChange={(action) => update({ action })} text={(a) => t(`actions.${a}`)} />
        <TypeFilter value={params.type ?? []} onChange={(type) => update({ type })} />
        {picker}
      </Flex>
      <Text size="2" color="gray" aria-live="polite" data-testid="ext-total" data-value={count.data ?? undefined}>
        {count.isPending ? t('loading') : t(bySite ? 'ext.totalSites' : 'ext.totalTypes', { count: count.data ?? 0 })}
      </Text>
      {bySite ? (
        <DataTable<ExtensionSiteRow>
          caption={t('ext.sitesLabel')}
          size="1"
          columns={[
            {
              key: 'site',
              header: c('site'),
              rowHeader: true,
              render: (r) => (
                <Link asChild aria-label={t('ext.openSite', { site: r.site })}>
                  <RouterLink to={events({ site: r.site })}>{r.site}</RouterLink>
                </Link>
              ),
            },
            { key: 'types', header: c('dataTypes'), render: (r) => r.data_types.join(', ') },
            { key: 'operations', header: c('operations'), render: (r) => r.operations.map((o) => t(`operations.${o}`)).join(', ') },
            ...figures,
          ]}
          rows={sites.data}
          rowKey={(r) => r.site}
          busy={sites.isPending}
          error={sites.isError || sites.data === null ? {} : undefined}
          emptyText={filtered ? t('emptyFiltered') : t('ext.emptySites')}
          loadingText={t('loading')}
          pager={pager}
        />
      ) : (
        <DataTable<ExtensionTypeRow>
          caption={t('ext.typesLabel')}
          size="1"
          columns={[
            {
              key: 'type',
              header: c('dataType'),
              rowHeader: true,
              render: (r) => (
                <Link asChild aria-label={t('ext.openType', { type: r.data_type })}>
                  <RouterLink to={events({ type: [r.data_type] })}>{r.data_type}</RouterLink>
                </Link>
              ),
            },
            { key: 'sites', header: c('sites'), align: 'right', render: (r) => r.sites },
            ...figures,
          ]}
          rows={types.data}
          rowKey={(r) => r.data_type}
          busy={types.isPending}
          error={types.isError || types.data === null ? {} : undefined}
          emptyText={filtered ? t('emptyFiltered') : t('ext.emptyTypes')}
          loadingText={t('loading')}
          pager={pager}
        />
      )}
    </Flex>
  );
}
