// The List tab of /saas and /gen-ai-apps: server pages of 10 (spec part 1 §9), sortable by name and
// Screen Time, tags coloured as on the dashboard, categories as '+N', a row action to change access.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Link, Table } from '@radix-ui/themes';
import { canChangePolicies } from '../../api/contract/access';
import { MAX_PAGE_SIZE } from '../../api/contract/common';
import type { InventoryRow } from '../../api/contract/saas';
import { routeById } from '../../app/routes/table';
import { useSession } from '../../app/session/use-session';
import { fetchAllPages, useListExport } from '../../commands/list-export';
import { ChangeAccessButton } from '../../domain/saas/change-access-dialog';
import { formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { AccessTag } from '../../ui/access-tag';
import { AppIcon } from '../../ui/app-icon';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { RowActions } from '../../ui/row-actions';
import { saasInventoryQueries } from '../../api/queries/saas';
import { KINDS, type InventoryKind } from './inventory-kind';
import { useInventoryFilters } from './use-inventory-filters';

export function AppList({ kind }: { kind: InventoryKind }) {
  const def = KINDS[kind];
  const { t } = useTranslation('saas-inventory');
  const canEdit = canChangePolicies(useSession().access);
  const { filters, update, query, carried } = useInventoryFilters(def);
  const list = useQuery(saasInventoryQueries.list(query));
  const count = useQuery(saasInventoryQueries.count(query));
  const queryClient = useQueryClient();

  useListExport<InventoryRow>({
    name: routeById(def.routes.root).title,
    fileName: t(`export.fileName.${kind}`),
    columns: [
      { header: t('columns.name'), value: (r) => r.name },
      { header: t('columns.tag'), value: (r) => (r.action_type ? `${r.access_type} (${r.action_type})` : r.access_type) },
      { header: t('columns.categories'), value: (r) => r.categories.join(', ') },
      { header: t('columns.screenTime'), value: (r) => formatDuration(r.weighted_duration) },
      { header: t('columns.users'), value: (r) => r.users },
      { header: t('columns.endpoints'), value: (r) => r.endpoints },
    ],
    fetchRows: () => fetchAllPages((page, size) => queryClient.fetchQuery(saasInventoryQueries.list({ ...query, page, size })), MAX_PAGE_SIZE),
  });

  const rows = list.data;
  const filtered = Boolean(filters.q || filters.tag || filters.category || filters.u);

  return (
    <DataTable
      caption={t(`tableLabel.${kind}`)}
      columns={[
        { key: 'name', header: t('columns.name'), sortBy: 'name', firstOrder: 'asc' },
        { key: 'tag', header: t('columns.tag') },
        { key: 'categories', header: t('columns.categories') },
        { key: 'screenTime', header: t('columns.screenTime'), sortBy: 'weighted_duration' },
        { key: 'users', header: t('columns.users') },
        { key: 'endpoints', header: t('columns.endpoints') },
      ]}
      rows={rows}
      sort={{ by: query.sb, order: query.so, onSort: (sb, so) => update({ sb: sb as 'name' | 'weighted_duration', so }) }}
      busy={list.isPending}
      emptyText={filtered ? t('empty.filtered') : t(`empty.${kind}`)}
      loadingText={t('loading')}
      hasActions={canEdit}
      actionsLabel={t('columns.action')}
      rowKey={(row) => row.name}
      renderRow={(row) => (
        <Table.Row align="center" data-testid="inventory-row">
          <Table.RowHeaderCell>
            <Flex align="center" gap="2">
              <AppIcon icon={row.icon} />
              <Link asChild weight="medium">
                <RouterLink to={linkTo(def.routes.users, { name: row.name }, carried)}>{row.name}</RouterLink>
              </Link>
            </Flex>
          </Table.RowHeaderCell>
          <Table.Cell data-testid="tag-cell">
            <AccessTag value={row.access_type} action={row.action_type} />
          </Table.Cell>
          <Table.Cell>
            <MultiValue content={row.categories} />
          </Table.Cell>
          <Table.Cell>{formatDuration(row.weighted_duration)}</Table.Cell>
          <Table.Cell>{row.users}</Table.Cell>
          <Table.Cell>{row.endpoints}</Table.Cell>
          {canEdit ? (
            <RowActions>
              <ChangeAccessButton app={row} label={t('access.change')} accessibleName={t('access.changeFor', { app: row.name })} />
            </RowActions>
          ) : null}
        </Table.Row>
      )}
      pager={{ page: query.page, size: query.size, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
      gap="2"
    />
  );
}
