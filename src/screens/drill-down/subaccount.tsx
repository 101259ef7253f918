// /subaccount/{id}/{name?} (spec part 2 §2.6 account drill-down): the sub-accounts of one operated company
// (the companies its admins created under it), searchable and paged on the server; a name opens the
// sub-account's details. A customer admin's call answers 403.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Link } from '@radix-ui/themes';
import type { CompanyRow } from '../../api/contract/accounts';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { drillDownQueries } from '../../api/queries/drill-down';
import { drillDownFilters } from '../../app/routes/filters';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { CompanyNav, useCompanyHeading } from './company-nav';

export default function Subaccount() {
  const { t } = useTranslation('drill-down');
  const { id = '', name } = useParams();
  const { params, update } = useListParams(drillDownFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q };
  const { name: companyName } = useCompanyHeading(id, name, 'subaccounts.subtitle');
  const list = useQuery(drillDownQueries.subaccounts(id, { ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(drillDownQueries.subaccountCount(id, filters));
  return (
    <Flex direction="column" gap="3">
      <CompanyNav id={id} name={companyName} active="subaccount" />
      <Box maxWidth="360px">
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('subaccounts.searchLabel')} />
      </Box>
      <DataTable<CompanyRow>
        caption={t('subaccounts.tableLabel')}
        columns={[
          {
            key: 'name',
            header: t('subaccounts.columns.name'),
            rowHeader: true,
            render: (c) => (
              <Link asChild>
                <RouterLink to={linkTo('subaccount-details', { parentname: companyName || id, id: c.id, name: c.name })}>{c.name}</RouterLink>
              </Link>
            ),
          },
          {
            key: 'status',
            header: t('subaccounts.columns.status'),
            render: (c) => (
              <Badge color={c.status === 'ACTIVE' ? 'green' : 'amber'} variant="soft">
                {t(`status.${c.status}`)}
              </Badge>
            ),
          },
          { key: 'endpoints', header: t('subaccounts.columns.endpoints'), align: 'right', render: (c) => c.endpoint_count },
          { key: 'people', header: t('subaccounts.columns.people'), align: 'right', render: (c) => c.people_count },
          { key: 'created', header: t('subaccounts.columns.created'), render: (c) => formatDate(c.created_at) },
        ]}
        rows={list.isError ? null : list.data}
        rowKey={(c) => c.id}
        busy={list.isPending}
        emptyText={t('subaccounts.empty')}
        loadingText={t('loading')}
        error={list.isError || list.data === null ? { subtitle: t('notFound') } : undefined}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
