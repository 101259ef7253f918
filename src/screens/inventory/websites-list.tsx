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
import { MultiValue } from '../../ui/multi-value';
import { useWebsiteFilters } from './websites-filters';
import { WebsiteFeedback } from './websites-feedback';
import { PagedTable, rangeLinkFilters, websiteName, type Column } from './websites-shared';

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

  const columns: Column<WebsiteInventoryRow>[] = [
    {
      id: 'website',
      header: t('columns.website'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => (
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
    { id: 'categories', header: t('columns.categories'), cell: (row) => <MultiValue content={row.categories} /> },
    { id: 'tag', header: t('columns.tag'), cell: (row) => <AccessTag value={row.access_type} action={row.action_type} /> },
    { id: 'screenTime', header: t('columns.screenTime'), sort: 'weighted_duration', cell: (row) => formatDuration(row.weighted_duration) },
    { id: 'users', header: t('columns.users'), sort: 'users', cell: (row) => row.users },
    { id: 'feedback', header: t('columns.feedback'), cell: (row) => <WebsiteFeedback domain={row.domain} categories={row.categories} /> },
  ];

  return (
    <PagedTable
      caption={t('tableLabel')}
      columns={columns}
      rows={list.data}
      rowKey={(row) => row.domain}
      total={count.data ?? 0}
      page={page}
      onPage={(next) => update({ page: next })}
      sort={{ sb: apiFilters.sb, so: apiFilters.so, onSort: (sb, so) => update({ sb, so }) }}
      empty={t('emptyWebsites')}
    />
  );
}
