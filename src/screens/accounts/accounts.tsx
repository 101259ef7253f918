// /accounts (spec part 1 §2, §3): the companies the user can switch to, with the Pending, All and
// Active Accounts counters as filters, a search, and a server-paged table.
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Badge, Box, Button, Flex, Table, Tabs, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../api/contract/common';
import { companyListQuery, type CompanyListQuery, type CompanyRow } from '../../api/contract/accounts';
import { companyQueries } from '../../api/queries/accounts';
import { usePageHeading } from '../../app/layout/page-heading';
import { routeById } from '../../app/routes/table';
import { useSession } from '../../app/session/use-session';
import { fetchAllPages, useListExport } from '../../commands/list-export';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';

const FILTERS = [
  { id: 'PENDING', stat: 'pending' },
  { id: 'ALL', stat: 'all' },
  { id: 'ACTIVE', stat: 'active' },
] as const;
type FilterId = (typeof FILTERS)[number]['id'];

const COLUMNS = ['name', 'status', 'parent', 'people', 'endpoints', 'created'] as const;

function cell(row: CompanyRow, column: (typeof COLUMNS)[number], statusText: (status: CompanyRow['status']) => string) {
  switch (column) {
    case 'name':
      return row.name;
    case 'status':
      return statusText(row.status);
    case 'parent':
      return row.parent_name;
    case 'people':
      return row.people_count;
    case 'endpoints':
      return row.endpoint_count;
    case 'created':
      return format(parseISO(row.created_at), 'MM/dd/yyyy');
  }
}

/** The list query lives in the URL: ?status=&q=&page= (DESIGN.md deep links). */
function readQuery(params: URLSearchParams): CompanyListQuery {
  const parsed = companyListQuery.safeParse({
    page: params.get('page') ?? undefined,
    size: DEFAULT_PAGE_SIZE,
    q: params.get('q') || undefined,
    status: params.get('status') || undefined,
  });
  return parsed.success ? parsed.data : { page: 1, size: DEFAULT_PAGE_SIZE };
}

function CompanyRows({ rows, currentId }: { rows: CompanyRow[]; currentId: string | undefined }) {
  const { t } = useTranslation('accounts');
  const { switchCompany, switching } = useSession();
  return rows.map((row) => (
    <Table.Row key={row.id} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{row.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Badge color={row.status === 'ACTIVE' ? 'green' : 'amber'}>{t(`status.${row.status}`)}</Badge>
      </Table.Cell>
      <Table.Cell>{row.parent_name ?? '—'}</Table.Cell>
      <Table.Cell>{row.people_count}</Table.Cell>
      <Table.Cell>{row.endpoint_count}</Table.Cell>
      <Table.Cell>{format(parseISO(row.created_at), 'MM/dd/yyyy')}</Table.Cell>
      <Table.Cell justify="end">
        {row.id === currentId ? (
          <Badge color="indigo" variant="soft">
            {t('current')}
          </Badge>
        ) : (
          <Button size="1" variant="soft" disabled={switching} onClick={() => switchCompany(row.client_id)} aria-label={t('switchTo', { name: row.name })}>
            {t('switch')}
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  ));
}

export default function Accounts() {
  const { t } = useTranslation('accounts');
  const { user } = useSession();
  usePageHeading({ subheading: t('subtitle') });
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const filters = { q: query.q, status: query.status };

  const queryClient = useQueryClient();
  // The palette's 'Export Accounts as CSV' writes every company under the current filters.
  useListExport<CompanyRow>({
    name: routeById('accounts').title,
    fileName: 'accounts',
    columns: COLUMNS.map((column) => ({ header: t(`columns.${column}`), value: (row) => cell(row, column, (status) => t(`status.${status}`)) })),
    fetchRows: () => fetchAllPages((page, size) => queryClient.fetchQuery(companyQueries.list({ ...filters, page, size })), MAX_PAGE_SIZE),
  });

  const stats = useQuery(companyQueries.stats());
  const list = useQuery(companyQueries.list(query));
  const count = useQuery(companyQueries.count(filters));

  function update(next: { q?: string; status?: string; page?: number }) {
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) merged.delete(key);
        else merged.set(key, String(value));
      }
      return merged;
    });
  }

  const selected: FilterId = query.status ?? 'ALL';
  const rows = list.data;

  return (
    <Flex direction="column" gap="4">
      <Tabs.Root value={selected} onValueChange={(value) => update({ status: value === 'ALL' ? undefined : value, page: 1 })}>
        <Tabs.List aria-label={t('filtersLabel')}>
          {FILTERS.map((filter) => (
            <Tabs.Trigger key={filter.id} value={filter.id}>
              <Flex align="center" gap="2">
                {t(`filters.${filter.id}`)}{' '}
                <Badge color="gray" variant="soft" radius="full">
                  {stats.data ? stats.data[filter.stat] : stats.isError ? '—' : '…'}
                </Badge>
              </Flex>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={selected}>
          <Flex direction="column" gap="4" pt="4">
            <Box maxWidth="360px">
              <SearchBox value={query.q ?? ''} onSearch={(q) => update({ q, page: 1 })} label={t('searchLabel')} />
            </Box>

            <DataTable
              caption={t('tableLabel')}
              columns={COLUMNS.map((column) => ({ key: column, header: t(`columns.${column}`) }))}
              rows={rows}
              busy={list.isPending}
              emptyText={t('empty')}
              loadingText={t('loading')}
              hasActions
              actionsLabel={t('columns.action')}
              renderRows={(page) => <CompanyRows rows={page} currentId={user?.account_id} />}
              pager={{ page: query.page, size: query.size, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
            />
          </Flex>
        </Tabs.Content>
      </Tabs.Root>
    </Flex>
  );
}
