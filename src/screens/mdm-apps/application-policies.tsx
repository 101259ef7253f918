// /application-policies (Application Groups, spec part 1 §1 Policies › FLEET): the account's application
// groups, to install (INSTALL) or to block (BLOCK), with their applications, assignees and live reach
// (compliant devices of the devices the group applies to); add, edit, remove, CSV download.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { Badge, Box, Button, Flex, Link, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { APP_GROUP_KINDS, type AppGroupRow } from '../../api/contract/mdm-apps';
import { downloadAppGroupsReport, mdmAppsMutations, mdmAppsQueries } from '../../api/queries/mdm-apps';
import { usePageHeading } from '../../app/layout/page-heading';
import { listFilters } from '../../app/routes/filters';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { RowActions } from '../../ui/row-actions';
import { SearchBox } from '../../ui/search-box';
import { useChangesToast } from '../../ui/use-changes-toast';
import { useListParams } from '../../ui/use-list-params';
import { AppPolicyList } from '../../domain/mdm-policies/app-policy-list';
import { detailLink, editLink, ReachText, useCanChangeAppGroups } from './shared';
import { DownloadButton } from '../../ui/download-button';
import { SegmentFilter } from '../../ui/segment-filter';

/** The route declares no filter schema; this screen's URL state: the list filters and the group type. */
const appGroupFilters = z.strictObject({ ...listFilters, kind: z.enum(APP_GROUP_KINDS).optional() });

const COLUMNS = ['name', 'kind', 'apps', 'assigned', 'reach'] as const;

function GroupRows({ rows, canChange }: { rows: AppGroupRow[]; canChange: boolean }) {
  const { t } = useTranslation('mdm-apps');
  const toast = useChangesToast();
  const remove = useMutation(mdmAppsMutations.deleteGroup());
  return rows.map((g) => (
    <Table.Row key={g.id} align="center">
      <Table.RowHeaderCell>
        <Link asChild weight="medium">
          <RouterLink to={detailLink(g)}>{g.name}</RouterLink>
        </Link>
        {g.description ? (
          <Text as="div" size="1" color="gray">
            {g.description}
          </Text>
        ) : null}
      </Table.RowHeaderCell>
      <Table.Cell>
        <Badge color={g.kind === 'BLOCK' ? 'red' : 'green'}>{t(`kinds.${g.kind}`)}</Badge>
      </Table.Cell>
      <Table.Cell>
        <MultiValue content={g.apps} />
      </Table.Cell>
      <Table.Cell>
        <Text size="2">{t('list.assigned', { people: g.people, groups: g.groups.length ? g.groups.map((x) => x.name).join(', ') : t('list.noGroups') })}</Text>
      </Table.Cell>
      <Table.Cell>
        <ReachText reach={g.reach} />
      </Table.Cell>
      {canChange ? (
        <RowActions
          edit={{ href: editLink(g), label: t('list.edit', { name: g.name }) }}
          remove={{
            label: t('list.remove', { name: g.name }),
            title: t('list.removeTitle'),
            description: t('list.removeText', { name: g.name }),
            onConfirm: async () => {
              await remove.mutateAsync(g.id);
              toast(t('list.removed', { name: g.name }));
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

export default function ApplicationPolicies() {
  const { t } = useTranslation('mdm-apps');
  usePageHeading({ subheading: t('list.subtitle') });
  const canChange = useCanChangeAppGroups();
  const { params, update } = useListParams(appGroupFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q, kind: params.kind };
  const list = useQuery(mdmAppsQueries.groups({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(mdmAppsQueries.groupCount(filters));
  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex gap="3" align="center" wrap="wrap">
          <SegmentFilter label={t('list.kindFilter')} allLabel={t('list.allGroups')} options={APP_GROUP_KINDS} value={params.kind} text={(k) => t(`kinds.${k}`)} onChange={(kind) => update({ kind })} />
          <Box width="280px">
            <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('list.search')} />
          </Box>
          <DownloadButton label={t('list.download')} disabled={count.data === 0} download={() => downloadAppGroupsReport(filters)} />
        </Flex>
        {canChange ? (
          <Flex gap="2" wrap="wrap">
            <Button asChild>
              <RouterLink to={linkTo('add-application-group')}>
                <PlusIcon aria-hidden /> {t('list.add')}
              </RouterLink>
            </Button>
            <Button asChild variant="soft">
              <RouterLink to={linkTo('add-blocked-apps-group')}>
                <PlusIcon aria-hidden /> {t('list.addBlocked')}
              </RouterLink>
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <Text size="2" color="gray" aria-live="polite" data-testid="app-groups-total">
        {count.isSuccess ? t('list.total', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable
        caption={t('list.table')}
        columns={COLUMNS.map((column) => ({ key: column, header: t(`list.columns.${column}`) }))}
        rows={list.data}
        busy={list.isPending}
        emptyText={t('list.empty')}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('columnsActions')}
        renderRows={(rows) => <GroupRows rows={rows} canChange={canChange} />}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
      <AppPolicyList canChange={canChange} />
    </Flex>
  );
}
