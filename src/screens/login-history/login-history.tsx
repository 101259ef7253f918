// /login-details (Logs › Login History, issue 25): every sign-in of the company's console users and every
// failed attempt — time, e-mail, method, result, IP address and user agent — paged on the server, filtered
// from the URL by e-mail, method, result and date range; CSV of every filtered row.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Code, Flex, Text } from '@radix-ui/themes';
import { AUTH_METHODS, LOGIN_RESULTS, type LoginHistoryFilters, type LoginHistoryRow } from '../../api/contract/auth';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { authQueries, downloadLoginHistory } from '../../api/queries/auth';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDateTime } from '../../lib/format';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DataTable } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { ExportButtons } from '../../ui/export-buttons';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';
import { loginHistoryFilters } from './filters';

const EXPORTS = ['csv'] as const;
const RESULT_COLORS = { success: 'green', failure: 'red', mfa_required: 'amber' } as const;

export default function LoginHistory() {
  const { t } = useTranslation('login-history');
  usePageHeading({ subheading: t('subtitle') });
  const { params, update } = useListParams(loginHistoryFilters);
  const [range, setRange] = useDateRange();
  const page = params.page ?? 1;
  const filters: LoginHistoryFilters = useMemo(
    () => ({ u: params.q, method: params.method, result: params.result, s: range.s, e: range.e }),
    [params.q, params.method, params.result, range.s, range.e],
  );
  const list = useQuery(authQueries.loginHistory({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(authQueries.loginHistoryCount(filters));
  const filtered = Boolean(params.q || params.method?.length || params.result?.length);

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <Box width="260px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
        </Box>
        <ChoiceFilter label={t('methodLabel')} options={AUTH_METHODS} value={params.method ?? []} onChange={(method) => update({ method })} text={(m) => t(`methods.${m}`)} />
        <ChoiceFilter label={t('resultLabel')} options={LOGIN_RESULTS} value={params.result ?? []} onChange={(result) => update({ result })} text={(r) => t(`results.${r}`)} />
        <DateRangePicker value={range} onChange={setRange} label={t('rangeLabel')} />
      </Flex>
      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite">
          {count.isPending ? t('loading') : t('total', { count: count.data ?? 0 })}
        </Text>
        <ExportButtons formats={EXPORTS} run={(_format, onProgress) => downloadLoginHistory(filters, count.data ?? 0, onProgress)} />
      </Flex>
      <DataTable<LoginHistoryRow>
        caption={t('tableLabel')}
        size="1"
        columns={[
          { key: 'time', header: t('columns.time'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.time)}</Text> },
          { key: 'email', header: t('columns.email'), rowHeader: true, render: (r) => <Text style={{ wordBreak: 'break-all' }}>{r.email}</Text> },
          { key: 'method', header: t('columns.method'), render: (r) => <Text wrap="nowrap">{t(`methods.${r.method}`)}</Text> },
          {
            key: 'result',
            header: t('columns.result'),
            render: (r) => (
              <Badge color={RESULT_COLORS[r.result]} title={r.detail ?? undefined}>
                {t(`results.${r.result}`)}
              </Badge>
            ),
          },
          { key: 'ip', header: t('columns.ip'), render: (r) => <Code variant="ghost">{r.ip}</Code> },
          {
            key: 'userAgent',
            header: t('columns.userAgent'),
            render: (r) => (
              <Text size="1" color="gray" style={{ wordBreak: 'break-word' }}>
                {r.user_agent}
              </Text>
            ),
          },
        ]}
        rows={list.data}
        rowKey={(r) => r.id}
        busy={list.isPending}
        error={list.isError || list.data === null ? {} : undefined}
        emptyText={filtered ? t('emptyFiltered') : t('empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
