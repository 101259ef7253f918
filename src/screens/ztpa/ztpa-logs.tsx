// /ztpa-logs (Logs › ZTPA Logs; issue 22): every connection through the company's gateways, newest first —
// allowed ones and policy denials — with who, from which endpoint, to which destination and how much;
// paged on the server and filtered from the URL by action (Allow, Deny), gateway, person, destination and
// range; the CSV holds exactly the filtered rows.
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Link, Select, Text } from '@radix-ui/themes';
import { ZTPA_ACTIONS } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { ZtpaAction, ZtpaLogRow } from '../../api/contract/ztpa';
import { downloadZtpaLogs, ztpaQueries, type ZtpaLogFilters } from '../../api/queries/ztpa';
import { usePageHeading } from '../../app/layout/page-heading';
import { ztpaLogFilters } from '../../app/routes/filters';
import { formatBytes, formatDateTime, formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DataTable } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { ExportButtons } from '../../ui/export-buttons';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';
import { ActionBadge } from './parts';

const EXPORTS = ['csv'] as const;
const ALL = 'all';

export function LogTable({ rows, busy, caption, emptyText, pager, showGateway = true }: {
  rows: ZtpaLogRow[] | null | undefined;
  busy: boolean;
  caption: string;
  emptyText: string;
  pager?: { page: number; size: number; total: number; onPageChange: (page: number) => void };
  showGateway?: boolean;
}) {
  const { t } = useTranslation('ztpa');
  return (
    <DataTable<ZtpaLogRow>
      caption={caption}
      size="1"
      columns={[
        { key: 'time', header: t('logs.columns.time'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.time)}</Text> },
        {
          key: 'person',
          header: t('logs.columns.person'),
          rowHeader: true,
          render: (r) => (
            <Flex direction="column">
              <Text wrap="nowrap">{r.user_name}</Text>
              <Text size="1" color="gray">
                {r.email}
              </Text>
            </Flex>
          ),
        },
        {
          key: 'endpoint',
          header: t('logs.columns.endpoint'),
          render: (r) =>
            r.hostname ? (
              <Link asChild>
                <RouterLink to={linkTo('endpoint-details', { id: r.endpoint_id })}>{r.hostname}</RouterLink>
              </Link>
            ) : (
              t('none')
            ),
        },
        {
          key: 'destination',
          header: t('logs.columns.destination'),
          render: (r) => (
            <Flex direction="column">
              <Text>
                {r.destination}
                {r.port ? `:${r.port}` : ''}
              </Text>
              {showGateway ? (
                <Text size="1" color="gray">
                  {t('logs.via', { gateway: r.gateway })}
                </Text>
              ) : null}
            </Flex>
          ),
        },
        { key: 'action', header: t('logs.columns.action'), render: (r) => <ActionBadge action={r.action} /> },
        {
          key: 'bytes',
          header: t('logs.columns.bytes'),
          render: (r) => (
            <Flex direction="column">
              <Text wrap="nowrap">{formatBytes(r.bytes_in + r.bytes_out)}</Text>
              <Text size="1" color="gray" wrap="nowrap">
                {formatDuration(r.duration_s)}
              </Text>
            </Flex>
          ),
        },
      ]}
      rows={rows}
      rowKey={(r) => r.id}
      busy={busy}
      emptyText={emptyText}
      loadingText={t('loading')}
      pager={pager}
    />
  );
}

export default function ZtpaLogs() {
  const { t } = useTranslation('ztpa');
  usePageHeading({ subheading: t('logs.subtitle') });
  const { params, update } = useListParams(ztpaLogFilters);
  const [range, setRange] = useDateRange();
  const page = params.page ?? 1;
  const filters: ZtpaLogFilters = useMemo(
    () => ({ action: params.action, gateway: params.gateway, u: params.u, q: params.q, s: range.s, e: range.e }),
    [params.action, params.gateway, params.u, params.q, range.s, range.e],
  );
  const list = useQuery(ztpaQueries.logs({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(ztpaQueries.logCount(filters));
  const gateways = useQuery(ztpaQueries.gateways({ page: 1, size: 100, sb: 'name', so: 'asc' }));

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="end" role="group" aria-label={t('logs.filters')}>
        <ChoiceFilter<ZtpaAction>
          label={t('logs.actionFilter')}
          options={ZTPA_ACTIONS}
          value={params.action ?? []}
          onChange={(action) => update({ action: action.length ? action : undefined })}
          text={(a) => t(`action.${a}`)}
        />
        <Select.Root value={params.gateway ?? ALL} onValueChange={(v) => update({ gateway: v === ALL ? undefined : v })}>
          <Select.Trigger aria-label={t('logs.gatewayFilter')} />
          <Select.Content>
            <Select.Item value={ALL}>{t('logs.allGateways')}</Select.Item>
            {(gateways.data ?? []).map((g) => (
              <Select.Item key={g.id} value={g.id}>
                {g.name}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Box width="220px" maxWidth="100%">
          <SearchBox value={params.u ?? ''} onSearch={(u) => update({ u: u || undefined })} label={t('logs.person')} placeholder={t('logs.personPlaceholder')} />
        </Box>
        <Box width="220px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('destinations.search')} placeholder={t('destinations.searchPlaceholder')} />
        </Box>
        <DateRangePicker value={range} onChange={setRange} label={t('range')} />
      </Flex>
      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite" data-testid="ztpa-logs-total" data-value={count.data}>
          {count.isPending ? t('loading') : t('total', { count: count.data ?? 0 })}
        </Text>
        <ExportButtons formats={EXPORTS} run={(_format, onProgress) => downloadZtpaLogs(filters, count.data ?? 0, onProgress)} />
      </Flex>
      <LogTable
        caption={t('logs.caption')}
        rows={list.data}
        busy={list.isPending}
        emptyText={t('logs.empty')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
