// /admin-logs (Logs › Admin Action Logs, issue 26): every audit row of the company, newest first — who
// (e-mail and role), action, target, trace id and time — paged on the server, filtered from the URL by
// person, action, target type and date range; CSV and ArcSight CEF downloads of exactly the filtered
// rows; ?id= opens one row with what the change recorded.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Code, Flex, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { AdminLogFilters, AdminLogRow } from '../../api/contract/logs';
import { downloadAdminLogs, logQueries } from '../../api/queries/logs';
import { usePageHeading } from '../../app/layout/page-heading';
import { adminLogFilters } from '../../app/routes/filters';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';
import { AdminLogDialog } from './admin-log-dialog';
import { roleLabel, targetTypeLabel } from './labels';
import { ChoiceFilter } from '../../ui/choice-filter';
import { ExportButtons } from '../../ui/export-buttons';

const EXPORTS = ['csv', 'cef'] as const;

export default function AdminLogs() {
  const { t } = useTranslation('logs');
  usePageHeading({ subheading: t('admin.subtitle') });
  const { params, update } = useListParams(adminLogFilters);
  const [range, setRange] = useDateRange();
  const page = params.page ?? 1;
  const filters: AdminLogFilters = useMemo(
    () => ({ u: params.u, q: params.q, action: params.action, tt: params.tt, s: range.s, e: range.e }),
    [params.u, params.q, params.action, params.tt, range.s, range.e],
  );
  const list = useQuery(logQueries.adminList({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(logQueries.adminCount(filters));
  const facets = useQuery(logQueries.adminFacets());
  const filtered = Boolean(params.u || params.q || params.action?.length || params.tt?.length);

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <Box width="240px" maxWidth="100%">
          <SearchBox value={params.u ?? ''} onSearch={(u) => update({ u: u || undefined })} label={t('admin.personLabel')} placeholder={t('admin.personPlaceholder')} />
        </Box>
        <Box width="240px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('admin.searchLabel')} placeholder={t('admin.searchPlaceholder')} />
        </Box>
        <ChoiceFilter label={t('admin.actionLabel')} options={facets.data?.actions ?? []} value={params.action ?? []} onChange={(action) => update({ action })} text={(a) => a} />
        <ChoiceFilter
          label={t('admin.targetTypeLabel')}
          options={facets.data?.target_types ?? []}
          value={params.tt ?? []}
          onChange={(tt) => update({ tt })}
          text={(type) => targetTypeLabel(t, type)}
        />
        <DateRangePicker value={range} onChange={setRange} label={t('admin.rangeLabel')} />
      </Flex>
      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite">
          {count.isPending ? t('loading') : t('total', { count: count.data ?? 0 })}
        </Text>
        <ExportButtons formats={EXPORTS} run={(format, onProgress) => downloadAdminLogs(format, filters, count.data ?? 0, onProgress)} />
      </Flex>
      <DataTable<AdminLogRow>
        caption={t('admin.tableLabel')}
        size="1"
        columns={[
          { key: 'time', header: t('admin.columns.time'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.time)}</Text> },
          {
            key: 'who',
            header: t('admin.columns.who'),
            rowHeader: true,
            render: (r) => (
              <Flex direction="column">
                <Text wrap="nowrap">{r.email}</Text>
                <Text size="1" color="gray">
                  {roleLabel(t, r.role)}
                </Text>
              </Flex>
            ),
          },
          {
            key: 'action',
            header: t('admin.columns.action'),
            render: (r) => (
              <Code variant="ghost" style={{ whiteSpace: 'nowrap' }}>
                {r.action}
              </Code>
            ),
          },
          {
            key: 'target',
            header: t('admin.columns.target'),
            render: (r) => (
              <Flex direction="column">
                <Text style={{ overflowWrap: 'anywhere' }}>{r.target}</Text>
                <Text size="1" color="gray">
                  {targetTypeLabel(t, r.target_type)}
                </Text>
              </Flex>
            ),
          },
          {
            key: 'trace',
            header: t('admin.columns.traceId'),
            render: (r) => (
              <Code variant="ghost" size="1" style={{ wordBreak: 'break-all' }}>
                {r.trace_id}
              </Code>
            ),
          },
          {
            key: 'view',
            header: t('admin.columns.details'),
            render: (r) => (
              <Button size="1" variant="soft" onClick={() => update({ id: r.id, page })} aria-label={t('admin.viewLabel', { action: r.action, target: r.target })}>
                {t('admin.view')}
              </Button>
            ),
          },
        ]}
        rows={list.data}
        rowKey={(r) => r.id}
        busy={list.isPending}
        error={list.isError || list.data === null ? {} : undefined}
        emptyText={filtered ? t('admin.emptyFiltered') : t('admin.empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
      {params.id ? <AdminLogDialog id={params.id} onClose={() => update({ id: undefined, page })} /> : null}
    </Flex>
  );
}
