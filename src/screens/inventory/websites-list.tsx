// /inventory-websites/list (spec part 2 §2.2, §3): Website (application_name, falling back to domain),
// Categories (first shown, the rest '+N'), Tag, Screen Time, Users; server paging of 10. The website
// opens its users; 'Report a wrong category' sends feedback. The palette can export the whole list.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Link, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../api/contract/common';
import type { WebsiteInventoryRow } from '../../api/contract/websites';
import { websiteQueries } from '../../api/queries/websites';
import { fetchAllPages, useListExport } from '../../commands/list-export';
import { formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { AccessTag } from '../../ui/access-tag';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { useWebsiteFilters } from './websites-filters';
import { WebsiteFeedback } from './websites-feedback';
import { rangeLinkFilters, websiteName } from './websites-shared';

export default function WebsitesList() {
  const { t } = useTranslation('websites');
  const queryClient = useQueryClient();
  const { apiFilters, range, update, page } = useWebsiteFilters();
  const list = useQuery(websiteQueries.list({ ...apiFilters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(websiteQueries.count(apiFilters));

  useListExport<WebsiteInventoryRow>({
    name: t('export.name'),
    fileName: 'Inventory Website',
    columns: [
      { header: t('columns.website'), value: websiteName },
      { header: t('columns.domain'), value: (row) => row.domain },
      { header: t('columns.categories'), value: (row) => row.categories.join(', ') },
      { header: t('columns.tag'), value: (row) => (row.action_type ? `${row.access_type} (${row.action_type})` : row.access_type) },
      { header: t('columns.screenTime'), value: (row) => formatDuration(row.weighted_duration) },
      { header: t('columns.users'), value: (row) => row.users },
    ],
    fetchRows: () => fetchAllPages((p, size) => queryClient.fetchQuery(websiteQueries.list({ ...apiFilters, page: p, size })), MAX_PAGE_SIZE),
  });

  const columns: DataTableColumn<WebsiteInventoryRow>[] = [
    {
      key: 'website',
      header: t('columns.website'),
      sortBy: 'name',
      rowHeader: true,
      render: (row) => (
        <Flex direction="column">
          <Link asChild weight="medium">
            <RouterLink to={linkTo('websites-users', { name: row.domain }, rangeLinkFilters(range))}>{websiteName(row)}</RouterLink>
          </Link>
          {row.application_name ? (
            <Text size="1" color="gray">
              {row.domain}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'categories', header: t('columns.categories'), render: (row) => <MultiValue content={row.categories} /> },
    { key: 'tag', header: t('columns.tag'), render: (row) => <AccessTag value={row.access_type} action={row.action_type} /> },
    { key: 'screenTime', header: t('columns.screenTime'), sortBy: 'weighted_duration', render: (row) => formatDuration(row.weighted_duration) },
    { key: 'users', header: t('columns.users'), sortBy: 'users', render: (row) => row.users },
    { key: 'feedback', header: t('columns.feedback'), render: (row) => <WebsiteFeedback domain={row.domain} categories={row.categories} /> },
  ];

  return (
    <DataTable
      caption={t('tableLabel')}
      columns={columns}
      rows={list.data}
      rowKey={(row) => row.domain}
      emptyText={t('emptyWebsites')}
      sort={{ by: apiFilters.sb, order: apiFilters.so, onSort: (sb, so) => update({ sb, so }) }}
      pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      gap="2"
    />
  );
}
