// /alerts-saas-apps and /alerts-websites (spec part 1 §3 stored filter keys; part 2 §2.4, §3, §7, §8):
// the action counts, the filters (range, search, platforms, browsers, action type, reason, people, apps
// or websites), all kept in the URL so the dashboard's links land filtered, the server-paged list and
// the CSV and CEF downloads of exactly the filtered rows.
import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Card, Flex, Link, Text, TextField } from '@radix-ui/themes';
import { canChangePolicies } from '../../api/contract/access';
import { ALERT_SORTS, type AlertFilters, type AlertRow, type AlertSort } from '../../api/contract/alerts';
import { ALERT_ACTIONS, ALERT_REASONS, BROWSERS, PLATFORM_FAMILIES } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { alertMutations, alertQueries, downloadAlerts, type AlertKind } from '../../api/queries/alerts';
import { canOpen } from '../../app/can-open';
import { usePageHeading } from '../../app/layout/page-heading';
import { alertFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { rangeToFilters, rangeToQuery } from '../../lib/date-presets';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { AppliedFilters } from '../../ui/applied-filters';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { ExportButtons } from '../../ui/export-buttons';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toast';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';

const ACTION_COLOR = { Alert: 'amber', Report: 'blue', Block: 'red' } as const;
const EXPORT_FORMATS = ['csv', 'cef'] as const;

const isSort = (v: string | undefined): v is AlertSort => (ALERT_SORTS as readonly string[]).includes(v ?? '');

/** A free-text filter of several values (people's e-mails, apps, websites): Enter adds one. */
function AddValue({ label, placeholder, onAdd }: { label: string; placeholder: string; onAdd: (value: string) => void }) {
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    onAdd(value);
    setText('');
  }
  return (
    <form onSubmit={submit}>
      <TextField.Root value={text} onChange={(event) => setText(event.target.value)} placeholder={placeholder} aria-label={label} />
    </form>
  );
}

function ActionCounts({ kind, filters, selected, onToggle }: { kind: AlertKind; filters: AlertFilters; selected: readonly string[]; onToggle: (action: string) => void }) {
  const { t } = useTranslation('alerts');
  const counts = useQuery(alertQueries.actionCounts(kind, filters));
  return (
    <Flex gap="3" wrap="wrap" role="group" aria-label={t('counts.label')}>
      {ALERT_ACTIONS.map((action) => {
        const count = counts.data?.find((c) => c.type === action)?.count;
        const pressed = selected.includes(action);
        return (
          <Box key={action} flexGrow="1" minWidth="160px">
            <Card asChild variant={pressed ? 'classic' : 'surface'}>
              <button type="button" aria-pressed={pressed} onClick={() => onToggle(action)} style={{ width: '100%', textAlign: 'left', cursor: 'pointer' }}>
                <Flex direction="column" gap="1">
                  <Text size="2" color="gray">
                    <Badge color={ACTION_COLOR[action]} variant="soft" mr="2">
                      {t(`actions.${action}`)}
                    </Badge>
                    {t(`counts.${action}`)}
                  </Text>
                  <Text size="6" weight="bold" data-testid={`count-${action}`}>
                    {counts.isPending ? t('loading') : counts.isError ? '–' : (count ?? 0).toLocaleString()}
                  </Text>
                </Flex>
              </button>
            </Card>
          </Box>
        );
      })}
    </Flex>
  );
}

export function AlertList({ kind }: { kind: AlertKind }) {
  const { t } = useTranslation('alerts');
  usePageHeading({ subheading: t(`subtitle.${kind}`) });
  const queryClient = useQueryClient();
  const toast = useToast();
  const { access } = useSession();
  const { params, update } = useListParams(alertFilters);
  const [range, setRange] = useDateRange();

  const page = params.page ?? 1;
  const sb: AlertSort = isSort(params.sb) ? params.sb : 'time';
  const so = params.so ?? 'desc';
  const filters: AlertFilters = useMemo(
    () => ({ ...rangeToQuery(range), q: params.q, t: params.t, reason: params.reason, b: params.b, o: params.o, u: params.u, a: params.a }),
    [range, params.q, params.t, params.reason, params.b, params.o, params.u, params.a],
  );
  const list = useQuery(alertQueries.list(kind, { ...filters, page, size: DEFAULT_PAGE_SIZE, sb, so }));
  const count = useQuery(alertQueries.count(kind, filters));
  const markSafe = useMutation(alertMutations.markSafe(queryClient));
  const mayMarkSafe = canChangePolicies(access);
  const carried = rangeToFilters(range);
  const routes =
    kind === 'saas'
      ? { target: 'saas-users', user: 'saas-users-report', endpoint: 'saas-endpoint-report' }
      : { target: 'websites-users', user: 'websites-users-report', endpoint: 'websites-endpoints-report' };
  const canOpenTarget = canOpen(routes.target as 'saas-users', access);
  const canOpenUser = canOpen(routes.user as 'saas-users-report', access);
  const canOpenEndpoint = canOpen(routes.endpoint as 'saas-endpoint-report', access);


  const targetName = (row: AlertRow) => row.app?.name ?? row.domain ?? '';
  const toggle = <V extends string>(list: readonly V[] | undefined, v: V) => ((list ?? []).includes(v) ? (list ?? []).filter((x) => x !== v) : [...(list ?? []), v]);

  const safeButton = (row: AlertRow) => (
    <ConfirmDialog
      trigger={
        <Button size="1" variant="soft" color="gray" style={{ whiteSpace: 'nowrap' }}>
          {t('safe.button')}
        </Button>
      }
      tone="neutral"
      title={t('safe.title')}
      description={t('safe.description', { url: row.url ?? row.domain })}
      confirmLabel={t('safe.confirm')}
      onConfirm={async () => {
        const result = await markSafe.mutateAsync((row.url ?? row.domain)!);
        toast({ kind: 'success', title: t(result.created ? 'safe.done' : 'safe.already', { domain: result.domain }) });
      }}
    />
  );

  const columns: DataTableColumn<AlertRow>[] = [
    {
      key: 'time',
      header: t('columns.time'),
      sortBy: 'time',
      render: (row) => {
        const [day, time] = formatDateTime(row.time).split(' ');
        return (
          <Flex direction="column">
            <Text wrap="nowrap">{day}</Text>
            <Text size="1" color="gray">
              {time}
            </Text>
          </Flex>
        );
      },
    },
    {
      key: 'person',
      header: t('columns.person'),
      sortBy: 'person',
      firstOrder: 'asc',
      rowHeader: true,
      render: (row) => (
        <Flex direction="column" style={{ maxWidth: 170 }}>
          {canOpenUser && row.person.email && targetName(row) ? (
            <Link asChild weight="medium">
              <RouterLink to={linkTo(routes.user as 'saas-users-report', { appName: targetName(row), userName: row.person.email }, carried)}>{row.person.name ?? row.person.email}</RouterLink>
            </Link>
          ) : (
            <Text weight="medium">{row.person.name ?? t('unknown')}</Text>
          )}
          <Text size="1" color="gray" truncate title={row.person.email ?? undefined}>
            {row.person.email}
          </Text>
        </Flex>
      ),
    },
    {
      key: 'endpoint',
      header: t('columns.endpoint'),
      sortBy: 'endpoint',
      firstOrder: 'asc',
      render: (row) => (
        <Flex direction="column">
          {canOpenEndpoint && targetName(row) ? (
            <Link asChild wrap="nowrap">
              <RouterLink to={linkTo(routes.endpoint as 'saas-endpoint-report', { id: row.endpoint.id, appName: targetName(row) }, carried)}>{row.endpoint.hostname ?? row.endpoint.id}</RouterLink>
            </Link>
          ) : (
            <Text wrap="nowrap">{row.endpoint.hostname ?? t('unknown')}</Text>
          )}
          <Text size="1" color="gray" wrap="nowrap">
            {t('browserOn', { browser: row.browser, platform: row.platform ?? t('unknown') })}
          </Text>
        </Flex>
      ),
    },
    {
      key: 'target',
      header: t(`columns.target.${kind}`),
      sortBy: 'target',
      firstOrder: 'asc',
      render: (row) => (
        <Flex direction="column" style={{ maxWidth: 180 }}>
          {canOpenTarget && targetName(row) ? (
            <Link asChild truncate>
              <RouterLink to={linkTo(routes.target as 'saas-users', { name: targetName(row) }, carried)}>{targetName(row)}</RouterLink>
            </Link>
          ) : (
            <Text truncate>{targetName(row) || t('unknown')}</Text>
          )}
          {row.url ? (
            <Text size="1" color="gray" truncate title={row.url}>
              {row.url}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'category', header: t('columns.category'), render: (row) => row.category ?? '—' },
    {
      key: 'action',
      header: t('columns.action'),
      sortBy: 'action',
      firstOrder: 'asc',
      render: (row) => (
        <Flex direction="column" gap="1" align="start" style={{ minWidth: 120 }}>
          <Badge color={ACTION_COLOR[row.action]} variant="soft">
            {t(`actions.${row.action}`)}
          </Badge>
          <Text size="2">{t(`reasons.${row.reason}`)}</Text>
          {mayMarkSafe && row.reason === 'Typo Squatting' && (row.url || row.domain) ? safeButton(row) : null}
        </Flex>
      ),
    },
  ];

  const applied = [
    ...(params.u ?? []).map((v) => ({ key: 'u', value: v, label: t('filters.person', { value: v }) })),
    ...(params.a ?? []).map((v) => ({ key: 'a', value: v, label: t(`filters.target.${kind}`, { value: v }) })),
  ];

  return (
    <Flex direction="column" gap="4">
      <ActionCounts kind={kind} filters={filters} selected={params.t ?? []} onToggle={(action) => update({ t: toggle(params.t, action as (typeof ALERT_ACTIONS)[number]) })} />

      <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
        <DateRangePicker value={range} onChange={setRange} label={t('filters.range')} size="2" />
        <Box width="260px">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q })} label={t(`filters.search.${kind}`)} />
        </Box>
        <ChoiceFilter label={t('filters.platforms')} options={PLATFORM_FAMILIES} value={params.o ?? []} onChange={(o) => update({ o })} text={(v) => v} />
        <ChoiceFilter label={t('filters.browsers')} options={BROWSERS} value={params.b ?? []} onChange={(b) => update({ b })} text={(v) => v} />
        <ChoiceFilter label={t('filters.actions')} options={ALERT_ACTIONS} value={params.t ?? []} onChange={(next) => update({ t: next })} text={(v) => t(`actions.${v}`)} />
        <ChoiceFilter label={t('filters.reasons')} options={ALERT_REASONS} value={params.reason ?? []} onChange={(reason) => update({ reason })} text={(v) => t(`reasons.${v}`)} />
        <Box width="200px">
          <AddValue label={t('filters.addPerson')} placeholder={t('filters.addPersonPlaceholder')} onAdd={(v) => update({ u: [...new Set([...(params.u ?? []), v])] })} />
        </Box>
        <Box width="180px">
          <AddValue label={t(`filters.addTarget.${kind}`)} placeholder={t(`filters.addTargetPlaceholder.${kind}`)} onAdd={(v) => update({ a: [...new Set([...(params.a ?? []), v])] })} />
        </Box>
      </Flex>

      <AppliedFilters
        filters={applied.map((f) => ({ ...f, id: `${f.key}:${f.value}` }))}
        title={t('filters.applied')}
        removeLabel={(f) => t('filters.remove', { filter: f.label })}
        onRemove={(f) => update({ [f.key]: (params[f.key as 'u' | 'a'] ?? []).filter((v) => v !== f.value) })}
      />

      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite">
          {count.isPending ? t('loading') : t('total', { count: count.data ?? 0 })}
        </Text>
        <ExportButtons formats={EXPORT_FORMATS} run={(format, onProgress) => downloadAlerts(kind, format, filters, count.data ?? 0, onProgress)} />
      </Flex>

      <DataTable
        caption={t(`tableLabel.${kind}`)}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        emptyText={t('empty')}
        loadingText={t('loading')}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
        gap="2"
      />
    </Flex>
  );
}
