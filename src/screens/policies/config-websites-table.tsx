// The Blocked Websites tab of /config-websites: server-paged, searchable, each row with its action;
// edit opens /add-websites/{domain}, remove asks first.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Table, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { BlockedWebsiteRow } from '../../api/contract/web-policies';
import { webPolicyMutations, webPolicyQueries } from '../../api/queries/web-policies';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { RowActions } from '../../ui/row-actions';
import { SearchBox } from '../../ui/search-box';
import { ACTION_COLORS } from './config-websites-shared';
import { useChangesToast } from '../../ui/use-changes-toast';

const COLUMNS = ['domain', 'categories', 'action', 'added', 'by'] as const;

function Rows({ rows, canChange }: { rows: BlockedWebsiteRow[]; canChange: boolean }) {
  const { t } = useTranslation('web-policies');
  const changesToast = useChangesToast();
  const remove = useMutation(webPolicyMutations.deleteBlockedWebsite());
  return rows.map((row) => (
    <Table.Row key={row.domain} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{row.domain}</Text>
        {row.application_name ? (
          <Text as="div" size="1" color="gray">
            {row.application_name}
          </Text>
        ) : null}
      </Table.RowHeaderCell>
      <Table.Cell>
        <MultiValue content={row.categories} />
      </Table.Cell>
      <Table.Cell>
        <Badge color={ACTION_COLORS[row.action]}>{t(`actions.${row.action}.label`)}</Badge>
      </Table.Cell>
      <Table.Cell>{formatDate(row.created_at)}</Table.Cell>
      <Table.Cell>{row.created_by ?? '—'}</Table.Cell>
      {canChange ? (
        <RowActions
          edit={{ href: linkTo('add-websites', { name: row.domain }), label: t('websites.edit', { name: row.domain }) }}
          remove={{
            label: t('websites.remove', { name: row.domain }),
            title: t('websites.removeTitle'),
            description: t('websites.removeText', { name: row.domain }),
            onConfirm: async () => {
              await remove.mutateAsync(row.domain);
              changesToast(t('websites.removed', { name: row.domain }));
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

export function BlockedWebsitesTable({
  q,
  page,
  canChange,
  onChange,
}: {
  q: string | undefined;
  page: number;
  canChange: boolean;
  onChange: (patch: { q?: string; page?: number }) => void;
}) {
  const { t } = useTranslation('web-policies');
  const filters = { q };
  const list = useQuery(webPolicyQueries.blockedWebsites({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(webPolicyQueries.blockedWebsiteCount(filters));
  const rows = list.data;
  return (
    <Flex direction="column" gap="3" pt="3">
      <Box maxWidth="320px">
        <SearchBox value={q ?? ''} onSearch={(term) => onChange({ q: term })} label={t('websites.search')} />
      </Box>
      <DataTable
        caption={t('websites.table')}
        columns={COLUMNS.map((column) => ({ key: column, header: t(`websites.columns.${column}`) }))}
        rows={rows}
        busy={list.isPending}
        emptyText={t('websites.empty')}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('columnsActions')}
        renderRows={(page) => <Rows rows={page} canChange={canChange} />}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => onChange({ page: next }) }}
      />
    </Flex>
  );
}
