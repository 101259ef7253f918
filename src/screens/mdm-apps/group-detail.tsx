// /apps-group-detail/:name/:id and /blocked-apps-group-detail/:name/:id: one application group, its
// applications and assignees, its reach, and every device it applies to with the group's applications
// installed there and whether the device complies (filterable by compliance).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { z } from 'zod';
import { Badge, Button, Card, DataList, Flex, Link, Text } from '@radix-ui/themes';
import { Pencil1Icon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { AppGroupDetail, AppGroupDevice, AppGroupKind } from '../../api/contract/mdm-apps';
import { mdmAppsQueries } from '../../api/queries/mdm-apps';
import { usePageHeading } from '../../app/layout/page-heading';
import { listFilters } from '../../app/routes/filters';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { MultiValue } from '../../ui/multi-value';
import { useListParams } from '../../ui/use-list-params';
import { editLink, ReachText, useCanChangeAppGroups } from './shared';
import { SegmentFilter } from '../../ui/segment-filter';

/** The route declares no filter schema; this screen's URL state: the page and the compliance filter. */
const deviceFilters = z.strictObject({ ...listFilters, status: z.enum(['compliant', 'noncompliant']).optional() });

function Summary({ group }: { group: AppGroupDetail }) {
  const { t } = useTranslation('mdm-apps');
  const canChange = useCanChangeAppGroups();
  return (
    <Card size="2">
      <Flex justify="between" gap="4" wrap="wrap" align="start">
        <DataList.Root>
          <DataList.Item>
            <DataList.Label>{t('detail.apps')}</DataList.Label>
            <DataList.Value>
              <Flex gap="1" wrap="wrap">
                {group.apps.map((a) => (
                  <Badge key={a} color={group.kind === 'BLOCK' ? 'red' : 'green'} variant="soft">
                    {a}
                  </Badge>
                ))}
              </Flex>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('detail.groups')}</DataList.Label>
            <DataList.Value>{group.groups.length ? group.groups.map((g) => g.name).join(', ') : t('detail.none')}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('detail.people')}</DataList.Label>
            <DataList.Value>
              <MultiValue content={group.assigned_people.map((p) => p.email)} placeholder={t('detail.none')} />
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t('detail.compliant')}</DataList.Label>
            <DataList.Value data-testid="app-group-reach">
              <ReachText reach={group.reach} />
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
        {canChange ? (
          <Button asChild variant="soft">
            <RouterLink to={editLink(group)}>
              <Pencil1Icon aria-hidden /> {t('detail.edit')}
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}

function Devices({ group }: { group: AppGroupDetail }) {
  const { t } = useTranslation('mdm-apps');
  const { params, update } = useListParams(deviceFilters);
  const page = params.page ?? 1;
  const filters = params.status ? { compliant: params.status === 'compliant' ? 'true' : 'false' } as const : {};
  const list = useQuery(mdmAppsQueries.devices(group.id, { ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(mdmAppsQueries.deviceCount(group.id, filters));
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" wrap="wrap" gap="3">
        <Text as="p" size="3" weight="bold">
          {t('detail.devices')}
        </Text>
        <SegmentFilter
          label={t('detail.status')}
          allLabel={t('detail.all')}
          options={['compliant', 'noncompliant'] as const}
          value={params.status}
          text={(s) => (s === 'compliant' ? t('detail.compliant') : t('detail.nonCompliant'))}
          onChange={(status) => update({ status })}
        />
      </Flex>
      <DataTable<AppGroupDevice>
        caption={t('detail.table')}
        rowKey={(d) => d.id}
        columns={[
          {
            key: 'hostname', header: t('detail.columns.hostname'), rowHeader: true,
            render: (d) => (
              <Link asChild>
                <RouterLink to={linkTo('endpoint-details', { id: d.id })}>{d.hostname}</RouterLink>
              </Link>
            ),
          },
          { key: 'owner', header: t('detail.columns.owner'), render: (d) => d.owner_email ?? '—' },
          { key: 'platform', header: t('detail.columns.platform'), render: (d) => d.platform_family },
          { key: 'installed', header: t('detail.columns.installed'), render: (d) => <MultiValue content={d.installed} placeholder={t('detail.noneInstalled')} /> },
          {
            key: 'status', header: t('detail.columns.status'),
            render: (d) => <Badge color={d.compliant ? 'green' : 'amber'}>{d.compliant ? t('detail.compliant') : t('detail.nonCompliant')}</Badge>,
          },
          { key: 'lastSeen', header: t('detail.columns.lastSeen'), render: (d) => formatDateTime(d.last_seen) },
        ]}
        rows={list.data}
        busy={list.isPending}
        emptyText={t('detail.empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}

export function GroupDetail({ kind }: { kind: AppGroupKind }) {
  const { t } = useTranslation('mdm-apps');
  const id = useParams().id ?? '';
  const group = useQuery({ ...mdmAppsQueries.group(id), retry: false, enabled: id !== '' });
  usePageHeading({ heading: group.data?.name, subheading: t(kind === 'BLOCK' ? 'detail.blockSubtitle' : 'detail.installSubtitle') });
  if (id && group.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!group.data || group.data.kind !== kind) return <ErrorState title={t('form.notFound')} subtitle={t('form.notFoundHelp')} />;
  return (
    <Flex direction="column" gap="4">
      <Summary group={group.data} />
      <Devices group={group.data} />
    </Flex>
  );
}
