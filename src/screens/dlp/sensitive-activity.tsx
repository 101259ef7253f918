// /sensitive-activity (Inventory › DLP › Data Activity, issue 21): every DLP event the agents reported in the
// period — pastes between apps, USB copies, cloud uploads, Gen AI prompts, print; from the agent or its browser
// extension — with the data types matched, the policy that acted and its action (Alert, Report, Block). The
// counters by action are the server's counts for the same filters (the action filter left out), so a counter
// equals the list's total once it is chosen. Paged on the server, filtered from the URL, SensitiveActivity.csv.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Badge, Box, Button, Card, DataList, Dialog, Flex, Text } from '@radix-ui/themes';
import { ALERT_ACTIONS } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE, isoDaySchema } from '../../api/contract/common';
import { ACTIVITY_CHANNELS, ACTIVITY_ORIGINS, type SensitiveActivityFilters, type SensitiveActivityRow } from '../../api/contract/dlp-activity';
import { dlpActivityQueries, downloadSensitiveActivity } from '../../api/queries/dlp-activity';
import { usePageHeading } from '../../app/layout/page-heading';
import { listFilters, rangeFilters } from '../../app/routes/filters';
import { formatDateTime } from '../../lib/format';
import { AppliedFilters } from '../../ui/applied-filters';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DataTable } from '../../ui/data-table';
import { ExportButtons } from '../../ui/export-buttons';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { EndpointLink, PersonLink, TypeFilter, usePeriod } from './common';
import { ACTION_COLORS } from './labels';
import { PasteReportDialog } from './paste-report-dialog';

const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).optional());
const name = z.string().trim().min(1).max(200);
/** the URL's filters: the DLP lists' period, person and data types, plus action, channel, destination, who saw it, site, endpoint */
const activityFilters = z.strictObject({
  ...listFilters,
  ...rangeFilters,
  u: name.optional(),
  on: isoDaySchema.optional(),
  type: many(z.string().trim().min(1).max(100)),
  action: many(z.enum(ALERT_ACTIONS)),
  channel: many(z.enum(ACTIVITY_CHANNELS)),
  destination: many(name),
  origin: z.enum(ACTIVITY_ORIGINS).optional(),
  site: name.optional(),
  endpoint: z.uuid().optional(),
});

const EXPORTS = ['csv'] as const;

export default function SensitiveActivity() {
  const { t } = useTranslation('dlp-activity');
  usePageHeading({ subheading: t('activity.subtitle') });
  const { params, update } = useListParams(activityFilters);
  const { period, picker } = usePeriod(params.on);
  const [open, setOpen] = useState<SensitiveActivityRow | null>(null);
  const page = params.page ?? 1;
  const filters: SensitiveActivityFilters = useMemo(
    () => ({
      ...period, q: params.q, u: params.u, type: params.type, action: params.action, channel: params.channel,
      destination: params.destination, origin: params.origin, site: params.site, endpoint: params.endpoint,
    }),
    [period, params.q, params.u, params.type, params.action, params.channel, params.destination, params.origin, params.site, params.endpoint],
  );
  const list = useQuery(dlpActivityQueries.list({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(dlpActivityQueries.count(filters));
  const summary = useQuery(dlpActivityQueries.summary(filters));
  const chosen = params.action ?? [];
  const filtered = Boolean(params.q || params.u || params.type?.length || chosen.length || params.channel?.length || params.destination?.length || params.origin || params.site || params.endpoint);
  const c = (key: string) => t(`columns.${key}`);
  const presets = [
    ...(params.on ? [{ id: 'on', label: t('filters.on', { day: params.on }) }] : []),
    ...(params.u ? [{ id: 'u', label: t('filters.person', { email: params.u }) }] : []),
    ...(params.endpoint ? [{ id: 'endpoint', label: t('filters.endpoint') }] : []),
    ...(params.origin ? [{ id: 'origin', label: t('filters.origin', { origin: t(`origins.${params.origin}`) }) }] : []),
    ...(params.site ? [{ id: 'site', label: t('filters.site', { site: params.site }) }] : []),
  ];

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" role="group" aria-label={t('activity.countersLabel')}>
        {ALERT_ACTIONS.map((action) => {
          const n = summary.data?.actions[action];
          const active = chosen.length === 1 && chosen[0] === action;
          return (
            <Card key={action} asChild variant={active ? 'classic' : 'surface'} style={{ minWidth: 150 }}>
              <button
                type="button"
                aria-pressed={active}
                aria-label={n === undefined ? t(`actions.${action}`) : t(active ? 'activity.counterActive' : 'activity.counter', { action: t(`actions.${action}`), count: n })}
                onClick={() => update({ action: active ? undefined : [action] })}
              >
                <Flex direction="column" gap="1" align="start">
                  <Badge color={ACTION_COLORS[action]}>{t(`actions.${action}`)}</Badge>
                  <Text size="6" weight="bold" data-testid={`counter-${action}`} data-value={n}>
                    {n ?? '–'}
                  </Text>
                </Flex>
              </button>
            </Card>
          );
        })}
      </Flex>
      <Flex gap="3" wrap="wrap" align="end">
        <Box width="260px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('activity.searchLabel')} placeholder={t('searchPlaceholder')} />
        </Box>
        <ChoiceFilter label={t('filters.action')} options={ALERT_ACTIONS} value={chosen} onChange={(action) => update({ action })} text={(a) => t(`actions.${a}`)} />
        <ChoiceFilter
          label={t('filters.channel')}
          options={summary.data?.channels.map((x) => x.channel as (typeof ACTIVITY_CHANNELS)[number]) ?? []}
          value={params.channel ?? []}
          onChange={(channel) => update({ channel })}
          text={(v) => v}
        />
        <ChoiceFilter label={t('filters.destination')} options={summary.data?.destinations ?? []} value={params.destination ?? []} onChange={(destination) => update({ destination })} text={(v) => v} />
        <TypeFilter value={params.type ?? []} onChange={(type) => update({ type })} />
        {picker}
      </Flex>
      {presets.length ? (
        <AppliedFilters filters={presets} title={t('filters.applied')} removeLabel={(f) => t('filters.remove', { filter: f.label })} onRemove={(f) => update({ [f.id]: undefined })} />
      ) : null}
      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite" data-testid="activity-total" data-value={count.data ?? undefined}>
          {count.isPending ? t('loading') : t('activity.total', { count: count.data ?? 0 })}
        </Text>
        <ExportButtons formats={EXPORTS} run={(_format, onProgress) => downloadSensitiveActivity(filters, count.data ?? 0, onProgress)} />
      </Flex>
      <DataTable<SensitiveActivityRow>
        caption={t('activity.tableLabel')}
        size="1"
        columns={[
          { key: 'time', header: c('time'), rowHeader: true, render: (r) => <Text wrap="nowrap">{formatDateTime(r.time)}</Text> },
          {
            key: 'person',
            header: c('userEndpoint'),
            render: (r) => (
              <Flex direction="column" gap="1" align="start">
                <PersonLink person={r.person} />
                <EndpointLink id={r.endpoint.id} hostname={r.endpoint.hostname} />
              </Flex>
            ),
          },
          {
            key: 'destination',
            header: c('destination'),
            render: (r) => (
              <Flex direction="column" gap="1" align="start">
                <Text>{r.destination}</Text>
                <Text size="1" color="gray">
                  {r.origin === 'extension' ? t('activity.viaExtension', { channel: r.channel, site: r.site }) : r.channel}
                </Text>
              </Flex>
            ),
          },
          { key: 'types', header: c('dataTypes'), render: (r) => r.data_types.join(', ') },
          { key: 'matches', header: c('matches'), align: 'right', render: (r) => r.match_count },
          { key: 'policy', header: c('policy'), render: (r) => r.policy ?? <Text color="gray">{t('noPolicy')}</Text> },
          { key: 'action', header: c('action'), render: (r) => <Badge color={ACTION_COLORS[r.action]}>{t(`actions.${r.action}`)}</Badge> },
          {
            key: 'details',
            header: c('details'),
            render: (r) => (
              <Button size="1" variant="soft" onClick={() => setOpen(r)} aria-label={t('activity.open', { time: formatDateTime(r.time), destination: r.destination })}>
                {t('activity.details')}
              </Button>
            ),
          },
        ]}
        rows={list.data}
        rowKey={(r) => r.id}
        busy={list.isPending}
        error={list.isError || list.data === null ? {} : undefined}
        emptyText={filtered ? t('emptyFiltered') : t('activity.empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
      {open?.kind === 'paste' ? <PasteReportDialog id={open.id} onClose={() => setOpen(null)} /> : null}
      {open && open.kind !== 'paste' ? <EventDialog row={open} onClose={() => setOpen(null)} /> : null}
    </Flex>
  );
}

/** One event that is not a paste: everything the agent reported about it (the list's row holds it all). */
function EventDialog({ row: r, onClose }: { row: SensitiveActivityRow; onClose: () => void }) {
  const { t } = useTranslation('dlp-activity');
  const c = (key: string) => t(`columns.${key}`);
  const items: [string, React.ReactNode][] = [
    [c('user'), <PersonLink key="p" person={r.person} />],
    [c('endpoint'), <EndpointLink key="e" id={r.endpoint.id} hostname={r.endpoint.hostname} />],
    [c('origin'), r.operation ? `${t(`origins.${r.origin}`)} (${t(`operations.${r.operation}`)})` : t(`origins.${r.origin}`)],
    [c('channel'), r.channel],
    ...(r.source ? [[c('source'), r.source] as [string, React.ReactNode]] : []),
    [c('destination'), r.destination],
    ...(r.site ? [[c('site'), r.site] as [string, React.ReactNode]] : []),
    [c('dataTypes'), r.data_types.join(', ')],
    [c('matches'), r.match_count],
    [c('policy'), r.policy ?? t('noPolicy')],
    [c('action'), <Badge key="a" color={ACTION_COLORS[r.action]}>{t(`actions.${r.action}`)}</Badge>],
  ];
  return (
    <Dialog.Root open onOpenChange={(o) => (o ? undefined : onClose())}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t('detail.title', { channel: r.channel, destination: r.destination })}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('detail.description', { time: formatDateTime(r.time) })}
        </Dialog.Description>
        <DataList.Root size="1">
          {items.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label>{label}</DataList.Label>
              <DataList.Value>{value}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('detail.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
