// /group/{id}/{name?} (spec part 2 §2.6 account drill-down): the groups of one operated company (its own
// /groups rows, searchable and paged), or with a group name the people in that group (its own
// /groups/{name}). A customer admin's call answers 403.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Link, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { GroupMember, GroupRow } from '../../api/contract/users';
import { drillDownQueries } from '../../api/queries/drill-down';
import { drillDownFilters } from '../../app/routes/filters';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { CompanyNav, useCompanyHeading } from './company-nav';

export default function Group() {
  const { id = '', name } = useParams();
  return name ? <OneGroup id={id} group={name} /> : <Groups id={id} />;
}

function Groups({ id }: { id: string }) {
  const { t } = useTranslation('drill-down');
  const { params, update } = useListParams(drillDownFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q };
  const { name: companyName } = useCompanyHeading(id, undefined, 'groups.subtitle');
  const list = useQuery(drillDownQueries.groups(id, { ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(drillDownQueries.groupCount(id, filters));
  return (
    <Flex direction="column" gap="3">
      <CompanyNav id={id} name={companyName} active="group" />
      <Box maxWidth="360px">
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('groups.searchLabel')} />
      </Box>
      <DataTable<GroupRow>
        caption={t('groups.tableLabel')}
        columns={[
          {
            key: 'name',
            header: t('groups.columns.name'),
            rowHeader: true,
            render: (g) => (
              <Link asChild>
                <RouterLink to={linkTo('group', { id, name: g.name })}>{g.name}</RouterLink>
              </Link>
            ),
          },
          { key: 'members', header: t('groups.columns.members'), align: 'right', render: (g) => g.members },
          { key: 'admins', header: t('groups.columns.admins'), render: (g) => (g.admins.length ? g.admins.join(', ') : t('groups.none')) },
          { key: 'created', header: t('groups.columns.created'), render: (g) => formatDate(g.created_at) },
        ]}
        rows={list.isError ? null : list.data}
        rowKey={(g) => g.id}
        busy={list.isPending}
        emptyText={t('groups.empty')}
        loadingText={t('loading')}
        error={list.isError || list.data === null ? { subtitle: t('notFound') } : undefined}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}

function OneGroup({ id, group }: { id: string; group: string }) {
  const { t } = useTranslation('drill-down');
  const { name: companyName } = useCompanyHeading(id, undefined, 'group.subtitle', { group });
  const detail = useQuery(drillDownQueries.group(id, group));
  const g = detail.data;
  return (
    <Flex direction="column" gap="3">
      <CompanyNav id={id} name={companyName} active="group" />
      <Link asChild size="2">
        <RouterLink to={linkTo('group', { id })}>{t('group.back')}</RouterLink>
      </Link>
      {g && g.admins.length ? (
        <Text size="2" color="gray">
          {t('group.admins', { admins: g.admins.join(', ') })}
        </Text>
      ) : null}
      <DataTable<GroupMember>
        caption={t('group.tableLabel')}
        columns={[
          { key: 'name', header: t('group.columns.name'), rowHeader: true, render: (p) => p.name },
          { key: 'email', header: t('group.columns.email'), render: (p) => p.email },
          { key: 'department', header: t('group.columns.department'), render: (p) => p.department ?? '—' },
        ]}
        rows={detail.isError ? null : g?.member_list}
        rowKey={(p) => p.id}
        busy={detail.isPending}
        emptyText={t('group.empty')}
        loadingText={t('loading')}
        error={detail.isError ? { subtitle: t('group.notFound') } : undefined}
      />
    </Flex>
  );
}
