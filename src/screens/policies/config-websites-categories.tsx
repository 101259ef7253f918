// The Blocked Categories tab of /config-websites: each blocked website category with its action and
// catalog website count; the name opens /blocked-category/{name}, remove asks first.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, IconButton, Link, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { TrashIcon } from '@radix-ui/react-icons';
import type { BlockedCategoryRow } from '../../api/contract/web-policies';
import { webPolicyMutations, webPolicyQueries } from '../../api/queries/web-policies';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { ACTION_COLORS, ConfirmRemove, useChangesToast } from './config-websites-shared';

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
        <Table.Cell justify="end">
          <ConfirmRemove
            trigger={
              <IconButton variant="ghost" color="red" aria-label={t('categories.remove', { name: row.category })}>
                <TrashIcon />
              </IconButton>
            }
            title={t('categories.removeTitle')}
            description={t('categories.removeText', { name: row.category })}
            onConfirm={async () => {
              await remove.mutateAsync(row.category);
              changesToast(t('categories.removed', { name: row.category }));
            }}
          />
        </Table.Cell>
      ) : null}
    </Table.Row>
  ));
}

export function BlockedCategoriesTable({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation('web-policies');
  const list = useQuery(webPolicyQueries.blockedCategories());
  const rows = list.data;
  const span = COLUMNS.length + (canChange ? 1 : 0);
  if (list.isError || rows === null) return <ErrorState />;
  return (
    <Flex direction="column" gap="3" pt="3">
      <Table.Root variant="surface" aria-busy={list.isPending}>
        <VisuallyHidden asChild>
          <caption>{t('categories.table')}</caption>
        </VisuallyHidden>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeaderCell key={column}>{t(`categories.columns.${column}`)}</Table.ColumnHeaderCell>
            ))}
            {canChange ? (
              <Table.ColumnHeaderCell>
                <VisuallyHidden>{t('columnsActions')}</VisuallyHidden>
              </Table.ColumnHeaderCell>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows === undefined || rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={span}>
                <Text color="gray">{rows === undefined ? t('loading') : t('categories.empty')}</Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            <Rows rows={rows} canChange={canChange} />
          )}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}
