// The Blocked Categories tab of /config-websites: each blocked website category with its action and
// catalog website count; the name opens /blocked-category/{name}, remove asks first.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Link, Table } from '@radix-ui/themes';
import type { BlockedCategoryRow } from '../../api/contract/web-policies';
import { webPolicyMutations, webPolicyQueries } from '../../api/queries/web-policies';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { RowActions } from '../../ui/row-actions';
import { ACTION_COLORS } from './config-websites-shared';
import { useChangesToast } from '../../ui/use-changes-toast';

const COLUMNS = ['category', 'action', 'websites', 'added', 'by'] as const;

function Rows({ rows, canChange }: { rows: BlockedCategoryRow[]; canChange: boolean }) {
  const { t } = useTranslation('web-policies');
  const changesToast = useChangesToast();
  const remove = useMutation(webPolicyMutations.deleteBlockedCategory());
  return rows.map((row) => (
    <Table.Row key={row.category} align="center">
      <Table.RowHeaderCell>
        <Link asChild weight="medium">
          <RouterLink to={linkTo('blocked-category', { name: row.category })}>{row.category}</RouterLink>
        </Link>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Badge color={ACTION_COLORS[row.action]}>{t(`actions.${row.action}.label`)}</Badge>
      </Table.Cell>
      <Table.Cell>{row.websites}</Table.Cell>
      <Table.Cell>{formatDate(row.created_at)}</Table.Cell>
      <Table.Cell>{row.created_by ?? '—'}</Table.Cell>
      {canChange ? (
        <RowActions
          remove={{
            label: t('categories.remove', { name: row.category }),
            title: t('categories.removeTitle'),
            description: t('categories.removeText', { name: row.category }),
            onConfirm: async () => {
              await remove.mutateAsync(row.category);
              changesToast(t('categories.removed', { name: row.category }));
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

export function BlockedCategoriesTable({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation('web-policies');
  const list = useQuery(webPolicyQueries.blockedCategories());
  const rows = list.data;
  if (list.isError || rows === null) return <ErrorState />;
  return (
    <Flex direction="column" gap="3" pt="3">
      <DataTable
        caption={t('categories.table')}
        columns={COLUMNS.map((column) => ({ key: column, header: t(`categories.columns.${column}`) }))}
        rows={rows}
        busy={list.isPending}
        emptyText={t('categories.empty')}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('columnsActions')}
        renderRows={(page) => <Rows rows={page} canChange={canChange} />}
      />
    </Flex>
  );
}
