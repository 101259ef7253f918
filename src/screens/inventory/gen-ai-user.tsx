// /gen-ai-user (spec part 2 §2.4, §7 GET and HEAD /saas-inv-users): the people who used Gen AI apps in
// the range, each app opening that person's report for it.
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Link, Table } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { usePageHeading } from '../../app/layout/page-heading';
import { genAiUserFilters, readFilters } from '../../app/routes/filters';
import { rangeToFilters, rangeToQuery } from '../../lib/date-presets';
import { formatDate, formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DateRangePicker } from '../../ui/date-range-picker';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { saasInventoryQueries } from '../../api/queries/saas';
import { useSearchUpdate } from './use-inventory-filters';

export default function GenAiUser() {
  const { t } = useTranslation('saas-inventory');
  usePageHeading({ subheading: t('genAiUser.subtitle') });
  const [params] = useSearchParams();
  const filters = readFilters(genAiUserFilters, params);
  const [range, setRange] = useDateRange();
  const update = useSearchUpdate();
  // `a` limits the list to one Gen AI app's users; the app's own usage page is one click away.
  const query = { page: filters.page ?? 1, size: DEFAULT_PAGE_SIZE, ...rangeToQuery(range), q: filters.q, a: filters.a };
  const list = useQuery(saasInventoryQueries.genAiUsers(query));
  const count = useQuery(saasInventoryQueries.genAiUsersCount(query));
  const rows = list.data;
  const carried = rangeToFilters(range);

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <DateRangePicker value={range} onChange={setRange} />
        <Box width="280px">
          <SearchBox value={filters.q ?? ''} onSearch={(q) => update({ q })} label={t('searchLabel.users')} />
        </Box>
        {filters.a ? (
          <Link asChild>
            <RouterLink to={linkTo('gen-ai-users', { name: filters.a }, carried)}>{t('genAiUser.app', { app: filters.a })}</RouterLink>
          </Link>
        ) : null}
      </Flex>
      <DataTable
        caption={t('tableLabel.genAiUsers')}
        columns={(['user', 'email', 'apps', 'screenTime', 'lastSeen'] as const).map((c) => ({ key: c, header: t(`columns.${c}`) }))}
        rows={rows}
        busy={list.isPending}
        emptyText={filters.q ? t('empty.search') : t('empty.genAiUsers')}
        loadingText={t('loading')}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <Table.Row align="center">
            <Table.RowHeaderCell>{row.name || row.email}</Table.RowHeaderCell>
            <Table.Cell>{row.email}</Table.Cell>
            <Table.Cell>
              <Flex gap="2" wrap="wrap">
                {row.apps.map((app) => (
                  <Link key={app} asChild size="2">
                    <RouterLink to={linkTo('gen-ai-user-report', { appName: app, userName: row.email }, carried)}>{app}</RouterLink>
                  </Link>
                ))}
              </Flex>
            </Table.Cell>
            <Table.Cell>{formatDuration(row.weighted_duration)}</Table.Cell>
            <Table.Cell>{row.last_seen ? formatDate(row.last_seen) : '—'}</Table.Cell>
          </Table.Row>
        )}
        pager={{ page: query.page, size: query.size, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
      />
    </Flex>
  );
}
