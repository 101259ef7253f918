// /vpn-server-list/{id}/errors-tab: the errors one gateway reported with its heartbeats, newest first, over
// the range, paged on the server.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { GatewayEventRow } from '../../api/contract/ztpa';
import { ztpaQueries } from '../../api/queries/ztpa';
import { drillDownFilters } from '../../app/routes/filters';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';

export default function VpnServerErrorsTab() {
  const { t } = useTranslation('ztpa');
  const id = useParams().id ?? '';
  const { params, update } = useListParams(drillDownFilters);
  const [range, setRange] = useDateRange();
  const page = params.page ?? 1;
  const filters = { s: range.s, e: range.e };
  const list = useQuery({ ...ztpaQueries.serverErrors(id, { ...filters, page, size: DEFAULT_PAGE_SIZE }), enabled: Boolean(id) });
  const count = useQuery({ ...ztpaQueries.serverErrorCount(id, filters), enabled: Boolean(id) });
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="center">
        <DateRangePicker value={range} onChange={setRange} label={t('range')} />
        <Text size="2" color="gray" aria-live="polite">
          {count.isSuccess ? t('total', { count: count.data }) : '\u00a0'}
        </Text>
      </Flex>
      <DataTable<GatewayEventRow>
        caption={t('admin.errors.caption')}
        size="1"
        columns={[
          { key: 'at', header: t('admin.errors.columns.at'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.time)}</Text> },
          {
            key: 'level',
            header: t('admin.errors.columns.severity'),
            render: (r) => (
              <Badge color={r.level === 'error' ? 'red' : r.level === 'warning' ? 'amber' : 'gray'} variant="soft">
                {t(`admin.errors.level.${r.level}`)}
              </Badge>
            ),
          },
          { key: 'message', header: t('admin.errors.columns.message'), rowHeader: true, render: (r) => <Text style={{ overflowWrap: 'anywhere' }}>{r.message}</Text> },
        ]}
        rows={list.data}
        rowKey={(r) => r.id}
        busy={list.isPending}
        emptyText={t('admin.errors.empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
