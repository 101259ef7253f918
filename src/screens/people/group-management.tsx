// /group-management (Admin › MANAGEMENT, spec part 1 §2): the company's groups with their member counts
// and the group admins limited to each (GET and HEAD /groups). The account admin adds, edits and deletes
// them; a group a group admin is limited to cannot be deleted until they get other groups.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { canAdminister } from '../../api/contract/access';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { GroupListParams, GroupRow } from '../../api/contract/users';
import { groupQueries, userMutations } from '../../api/queries/users';
import { usePageHeading } from '../../app/layout/page-heading';
import { groupFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { RowActions } from '../../ui/row-actions';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toast';
import { useListParams } from '../../ui/use-list-params';

/** The route has no filter schema of its own in the table: the common list keys (q, page, sb, so). */
const SORTS = ['name', 'members', 'created_at'] as const;
type Sort = (typeof SORTS)[number];

function GroupRows({ rows, canChange }: { rows: GroupRow[]; canChange: boolean }) {
  const { t } = useTranslation('people');
  const toast = useToast();
  const remove = useMutation(userMutations.deleteGroup());
  return rows.map((row) => (
    <Table.Row key={row.id} align="center" data-testid="group-row">
      <Table.RowHeaderCell>
        <Text weight="medium">{row.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{row.members.toLocaleString('en-US')}</Table.Cell>
      <Table.Cell>{row.admins.length ? <MultiValue content={row.admins} /> : <Text color="gray">{t('groups.noAdmins')}</Text>}</Table.Cell>
      <Table.Cell>{formatDate(row.created_at)}</Table.Cell>
      {canChange ? (
        <RowActions
          edit={{ href: linkTo('update-group', { name: row.name }), label: t('groups.edit', { name: row.name }) }}
          remove={{
            label: t('groups.remove', { name: row.name }),
            title: t('groups.removeTitle', { name: row.name }),
            description: row.admins.length ? t('groups.adminsBlock', { admins: row.admins.join(', ') }) : t('groups.removeText', { name: row.name, count: row.members }),
            onConfirm: async () => {
              await remove.mutateAsync(row.id);
              toast({ kind: 'success', title: t('groups.removed', { name: row.name }) });
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

export default function GroupManagement() {
  const { t } = useTranslation('people');
  usePageHeading({ subheading: t('groups.subtitle') });
  const { access } = useSession();
  const canChange = canAdminister(access);
  const { params, update } = useListParams(groupFilters);
  const sb: Sort = SORTS.includes(params.sb as Sort) ? (params.sb as Sort) : 'name';
  const so = params.so ?? 'asc';
  const query: GroupListParams = { page: params.page ?? 1, size: DEFAULT_PAGE_SIZE, q: params.q, sb, so };
  const list = useQuery(groupQueries.list(query));
  const count = useQuery(groupQueries.count(query));

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Box minWidth="240px" maxWidth="320px" flexGrow="1">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('groups.search')} />
        </Box>
        {canChange ? (
          <Button asChild>
            <RouterLink to={linkTo('add-group')}>
              <PlusIcon /> {t('groups.add')}
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
      <Text size="2" color="gray" aria-live="polite" data-testid="groups-total">
        {count.isSuccess ? t('groups.total', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable<GroupRow>
        caption={t('groups.table')}
        columns={[
          { key: 'name', header: t('groups.columns.name'), sortBy: 'name', firstOrder: 'asc' },
          { key: 'members', header: t('groups.columns.members'), sortBy: 'members' },
          { key: 'admins', header: t('groups.columns.admins') },
          { key: 'created', header: t('groups.columns.created'), sortBy: 'created_at' },
        ]}
        rows={list.data}
        busy={list.isPending}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        emptyText={t('groups.empty')}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('columnsActions')}
        renderRows={(rows) => <GroupRows rows={rows} canChange={canChange} />}
        pager={{ page: query.page ?? 1, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
        gap="2"
      />
    </Flex>
  );
}
