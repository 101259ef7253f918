// The people lists (spec part 1 §7 GET /users?r=&u=, part 2 §2.3, §2.4 click targets): /user-management
// (risk, text, copilot status, status ACTIVE by default), /users (Inventory › FLEET) and /inactive-users.
// A person's row opens their endpoints and the SaaS apps they used (GET /users/{id}/devices and /saas), and
// for administrators links to the manually entered endpoints assigned to them (/endpoint-list/{id}).
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Flex, Link, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { ChevronDownIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../api/contract/common';
import { COPILOT_STATUSES, PERSON_STATUSES, RISK_LEVELS, type PersonRow, type UserListParams } from '../../api/contract/users';
import { canAdminister } from '../../api/contract/access';
import { fleetQueries } from '../../api/queries/fleet';
import { userMutations, userQueries } from '../../api/queries/users';
import { canOpen } from '../../app/can-open';
import { useSession } from '../../app/session/use-session';
import { ANY_VALUE, userManagementFilters } from '../../app/routes/filters';
import { routeById, type RouteId } from '../../app/routes/table';
import { fetchAllPages, useListExport } from '../../commands/list-export';
import { DeviceStatusBadge } from '../../domain/fleet/badges';
import { SourceBadge } from '../../domain/iam/source-badge';
import { PersonAssetsLink } from '../../domain/fleet/person-assets-link';
import { formatDateTime, formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { RowActions } from '../../ui/row-actions';
import { SearchBox } from '../../ui/search-box';
import { MultiFilter } from '../../ui/filter-controls';
import { DayFilters } from './day-filters';
import { PEOPLE_LIST_DEFAULTS, useFleetFilters } from './use-fleet-filters';

const RISK_COLORS = { High: 'red', Medium: 'amber', Low: 'gray' } as const;
const SAAS_DAYS = 30;
type Sort = 'name' | 'email' | 'department' | 'risk_level' | 'last_seen';

const asArray = (v: unknown): string[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? (v as string[]) : [String(v)]);

/** A person's endpoints and apps, under their row. */
function PersonFleet({ person, span }: { person: PersonRow; span: number }) {
  const { t } = useTranslation('fleet');
  const { access } = useSession();
  const devices = useQuery(fleetQueries.personDevices(person.id));
  const saas = useQuery(fleetQueries.personSaas(person.id, SAAS_DAYS));
  return (
    <Table.Row>
      <Table.Cell colSpan={span}>
        <Flex gap="6" wrap="wrap" py="1" data-testid="person-fleet">
          <Flex direction="column" gap="1" style={{ minWidth: 260 }}>
            <Text weight="medium" size="2">
              {t('person.devices')}
            </Text>
            {devices.isPending ? <Text color="gray">{t('loading')}</Text> : null}
            {devices.data?.length === 0 ? <Text color="gray">{t('person.noDevices')}</Text> : null}
            {devices.data?.map((d) => (
              <Flex key={d.id} gap="2" align="center">
                <Link asChild size="2">
                  <RouterLink to={linkTo('endpoint-details', { id: d.id })}>{d.hostname}</RouterLink>
                </Link>
                <DeviceStatusBadge status={d.status} />
                {d.infra ? <Badge color="violet" variant="soft">{t('infra')}</Badge> : null}
              </Flex>
            ))}
            {canOpen('endpoint-list', access) ? <PersonAssetsLink personId={person.id} name={person.name} /> : null}
          </Flex>
          <Flex direction="column" gap="1" style={{ minWidth: 260 }}>
            <Text weight="medium" size="2">
              {t('person.saas', { days: SAAS_DAYS })}
            </Text>
            {saas.isPending ? <Text color="gray">{t('loading')}</Text> : null}
            {saas.data?.length === 0 ? <Text color="gray">{t('person.noSaas')}</Text> : null}
            {saas.data?.slice(0, 10).map((a) => (
              <Text key={a.app_id} size="2">
                {a.name} · {formatDuration(a.weighted_duration_s)}
              </Text>
            ))}
          </Flex>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

export function PeopleList({ routeId, variant }: { routeId: RouteId; variant: 'management' | 'inventory' | 'inactive' }) {
  const { t } = useTranslation('fleet');
  const { params, effective, update, shown } = useFleetFilters(userManagementFilters, variant === 'inactive' ? {} : PEOPLE_LIST_DEFAULTS);
  const [open, setOpen] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // Admin › MANAGEMENT: the account admin edits (makes active) and deletes people from the management lists
  const { t: tp } = useTranslation('people');
  const { access } = useSession();
  const manage = variant !== 'inventory' && canAdminister(access);
  const remove = useMutation(userMutations.deleteUser());
  const sb = (params.sb as Sort | undefined) ?? 'name';
  const so = (params.so as 'asc' | 'desc' | undefined) ?? 'asc';
  const query: UserListParams = {
    page: (params.page as number | undefined) ?? 1,
    size: DEFAULT_PAGE_SIZE,
    q: (effective.q ?? effective.u) as string | undefined,
    r: asArray(effective.r) as UserListParams['r'],
    status: variant === 'inactive' ? ['INACTIVE'] : (asArray(effective.status) as UserListParams['status']),
    copilot: asArray(effective.copilot) as UserListParams['copilot'],
    risky_apps: effective.risky_apps as UserListParams['risky_apps'],
    active_on: effective.active_on as string | undefined,
    sb,
    so,
  };
  const list = useQuery(userQueries.list(query));
  const count = useQuery(userQueries.count(query));

  useListExport<PersonRow>({
    name: routeById(routeId).title,
    fileName: t('export.people'),
    columns: [
      { header: t('columns.name'), value: (r) => r.name },
      { header: t('columns.email'), value: (r) => r.email },
      { header: t('columns.department'), value: (r) => r.department ?? '' },
      { header: t('columns.risk'), value: (r) => t(`risk.${r.risk_level}`) },
      { header: t('columns.copilot'), value: (r) => t(`copilot.${r.copilot_status}`) },
      { header: t('columns.status'), value: (r) => t(`personStatus.${r.status}`) },
      { header: t('columns.lastSeen'), value: (r) => r.last_seen ?? '' },
    ],
    fetchRows: () => fetchAllPages((page, size) => queryClient.fetchQuery(userQueries.list({ ...query, page, size })), MAX_PAGE_SIZE),
  });

  const columns = [
    { key: 'expand', header: <VisuallyHidden>{t('person.expand')}</VisuallyHidden>, width: '40px' },
    { key: 'name', header: t('columns.name'), sortBy: 'name', firstOrder: 'asc' as const },
    { key: 'email', header: t('columns.email'), sortBy: 'email', firstOrder: 'asc' as const },
    { key: 'department', header: t('columns.department'), sortBy: 'department', firstOrder: 'asc' as const },
    { key: 'risk', header: t('columns.risk'), sortBy: 'risk_level', firstOrder: 'asc' as const },
    { key: 'copilot', header: t('columns.copilot') },
    { key: 'status', header: t('columns.status') },
    { key: 'lastSeen', header: t('columns.lastSeen'), sortBy: 'last_seen' },
  ];
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
        <div style={{ minWidth: 240 }}>
          <SearchBox value={((params.q ?? params.u) as string | undefined) ?? ''} onSearch={(q) => update({ q: q || undefined, u: undefined })} label={t('search.people')} />
        </div>
        <MultiFilter
          label={t('filters.risk')}
          values={asArray(shown('r'))}
          options={RISK_LEVELS.map((r) => ({ value: r, label: t(`risk.${r}`) }))}
          allLabel={t('filters.all')}
          onChange={(r) => update({ r: r.length ? r : undefined })}
        />
        {variant === 'management' ? (
          <MultiFilter
            label={t('filters.copilot')}
            values={asArray(shown('copilot'))}
            options={COPILOT_STATUSES.map((c) => ({ value: c, label: t(`copilot.${c}`) }))}
            allLabel={t('filters.all')}
            onChange={(c) => update({ copilot: c.length ? c : undefined })}
          />
        ) : null}
        {variant !== 'inactive' ? (
          <MultiFilter
            label={t('filters.status')}
            values={asArray(shown('status'))}
            options={PERSON_STATUSES.map((s) => ({ value: s, label: t(`personStatus.${s}`) }))}
            allLabel={t('filters.all')}
            onChange={(s) => update({ status: s.length ? s : [ANY_VALUE] })}
          />
        ) : null}
      </Flex>
      <DayFilters values={effective} onRemove={(key) => update({ [key]: undefined })} />
      <Text size="2" color="gray" aria-live="polite" data-testid="fleet-total" data-value={count.data}>
        {count.isSuccess ? t('totalPeople', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable<PersonRow>
        caption={t(`tableLabel.people.${variant}`)}
        columns={columns}
        rows={list.data}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        busy={list.isPending}
        emptyText={t('empty.people')}
        loadingText={t('loading')}
        hasActions={manage}
        actionsLabel={tp('columnsActions')}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <Fragment>
            <Table.Row align="center" data-testid="person-row">
              <Table.Cell>
                <Button
                  variant="ghost"
                  size="1"
                  aria-expanded={open === row.id}
                  aria-label={t('person.show', { name: row.name })}
                  onClick={() => setOpen(open === row.id ? null : row.id)}
                >
                  {open === row.id ? <ChevronDownIcon aria-hidden /> : <ChevronRightIcon aria-hidden />}
                </Button>
              </Table.Cell>
              <Table.RowHeaderCell>
                {row.name}
                <SourceBadge source={row.source} />
              </Table.RowHeaderCell>
              {/* a long address may break before its @, so the row's actions stay in view at 1280 px */}
              <Table.Cell>
                {row.email.split('@')[0]}
                <wbr />
                {row.email.slice(row.email.split('@')[0].length)}
              </Table.Cell>
              <Table.Cell>{row.department ?? '—'}</Table.Cell>
              <Table.Cell>
                <Badge color={RISK_COLORS[row.risk_level]} variant="soft">
                  {t(`risk.${row.risk_level}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>{t(`copilot.${row.copilot_status}`)}</Table.Cell>
              <Table.Cell>{t(`personStatus.${row.status}`)}</Table.Cell>
              <Table.Cell>{row.last_seen ? formatDateTime(row.last_seen) : '—'}</Table.Cell>
              {manage ? (
                <RowActions
                  edit={{ href: linkTo('update-user', { email: row.email }), label: tp('list.edit', { name: row.name }) }}
                  remove={{
                    label: tp('list.remove', { name: row.name }),
                    title: tp('update.deleteTitle', { name: row.name }),
                    description: tp('update.deleteText', { email: row.email }),
                    confirmLabel: tp('update.delete'),
                    onConfirm: () => remove.mutateAsync(row.id),
                  }}
                />
              ) : null}
            </Table.Row>
            {open === row.id ? <PersonFleet person={row} span={columns.length + (manage ? 1 : 0)} /> : null}
          </Fragment>
        )}
        pager={{ page: query.page ?? 1, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
        gap="2"
      />
    </Flex>
  );
}
