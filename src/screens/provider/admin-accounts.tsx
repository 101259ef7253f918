// /admin-accounts (spec part 2 §2.6, §2.7 'a separate check': the SuperAdmin only): every company on the
// platform, from GET /all-accounts, searchable and paged, each linking to its details.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Badge, Box, Flex, Link, Tabs } from '@radix-ui/themes';
import type { CompanyRow } from '../../api/contract/accounts';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { providerQueries } from '../../api/queries/provider';
import { usePageHeading } from '../../app/layout/page-heading';
import { companyFilters } from '../../app/routes/filters';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';

const FILTERS = ['PENDING', 'ALL', 'ACTIVE'] as const;

export default function AdminAccounts() {
  const { t } = useTranslation('provider');
  usePageHeading({ subheading: t('all.subtitle') });
  const { params, update } = useListParams(companyFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q, status: params.status };
  const list = useQuery(providerQueries.allAccounts({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(providerQueries.allAccountCount(filters));
  const c = (key: string) => t(`all.columns.${key}`);
  return (
    <Flex direction="column" gap="4">
      <Tabs.Root value={params.status ?? 'ALL'} onValueChange={(value) => update({ status: value === 'ALL' ? undefined : value })}>
        <Tabs.List aria-label={t('companies.filtersLabel')}>
          {FILTERS.map((f) => (
            <Tabs.Trigger key={f} value={f}>
              {t(`companies.filters.${f}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <Box maxWidth="360px">
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('companies.searchLabel')} />
      </Box>
      <DataTable<CompanyRow>
        caption={t('all.tableLabel')}
        columns={[
          {
            key: 'name',
            header: c('name'),
            rowHeader: true,
            render: (r) => (
              <Link asChild weight="medium">
                <RouterLink to={linkTo('palisade-account-details', { id: r.id, name: r.name })}>{r.name}</RouterLink>
              </Link>
            ),
          },
          { key: 'status', header: c('status'), render: (r) => <Badge color={r.status === 'ACTIVE' ? 'green' : 'amber'}>{t(`status.${r.status}`)}</Badge> },
          { key: 'parent', header: c('parent'), render: (r) => r.parent_name ?? '—' },
          { key: 'people', header: c('people'), render: (r) => r.people_count },
          { key: 'endpoints', header: c('endpoints'), render: (r) => r.endpoint_count },
          { key: 'created', header: c('created'), render: (r) => format(parseISO(r.created_at), 'MM/dd/yyyy') },
        ]}
        rows={list.data}
        rowKey={(r) => r.id}
        busy={list.isPending}
        emptyText={t('companies.empty')}
        loadingText={t('companies.loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
