// /vpn-server-list/{id}/activity-tab: the connections through one gateway, newest first, by action and
// range from the URL (the ZTPA Logs' filters), paged on the server.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Text } from '@radix-ui/themes';
import { ZTPA_ACTIONS } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { ZtpaAction } from '../../api/contract/ztpa';
import { ztpaQueries } from '../../api/queries/ztpa';
import { ztpaLogFilters } from '../../app/routes/filters';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DateRangePicker } from '../../ui/date-range-picker';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';
import { LogTable } from './ztpa-logs';

export default function VpnServerActivityTab() {
  const { t } = useTranslation('ztpa');
  const id = useParams().id ?? '';
  const { params, update } = useListParams(ztpaLogFilters);
  const [range, setRange] = useDateRange();
  const page = params.page ?? 1;
  const filters = useMemo(() => ({ action: params.action, s: range.s, e: range.e }), [params.action, range.s, range.e]);
  const list = useQuery({ ...ztpaQueries.serverActivity(id, { ...filters, page, size: DEFAULT_PAGE_SIZE }), enabled: Boolean(id) });
  const count = useQuery({ ...ztpaQueries.serverActivityCount(id, filters), enabled: Boolean(id) });
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="center" role="group" aria-label={t('admin.activity.filters')}>
        <ChoiceFilter<ZtpaAction>
          label={t('logs.actionFilter')}
          options={ZTPA_ACTIONS}
          value={params.action ?? []}
          onChange={(action) => update({ action: action.length ? action : undefined })}
          text={(a) => t(`action.${a}`)}
        />
        <DateRangePicker value={range} onChange={setRange} label={t('range')} />
        <Text size="2" color="gray" aria-live="polite">
          {count.isSuccess ? t('total', { count: count.data }) : '\u00a0'}
        </Text>
      </Flex>
      <LogTable
        caption={t('admin.activity.caption')}
        rows={list.data}
        busy={list.isPending}
        showGateway={false}
        emptyText={t('admin.activity.empty')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
