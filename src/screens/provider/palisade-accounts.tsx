// /palisade-accounts (issue 24; spec part 1 §2 provider section, §3 account counters, §4 landing): every company
// the operator manages with its health at a glance, the Pending / All / Active counters as filters, a search
// (3 characters, 500 ms, ui/SearchBox), server paging, and a switch into a company from its row. Companies
// can be selected (a checkbox per row, one for the page) to apply one change to all of them with a preview
// per company (company-actions.tsx); the changes applied so far are listed under the table.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Checkbox, Flex, Link, Separator, Table, Tabs, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE, FEATURE_FLAGS } from '../../api/contract/common';
import type { ManagedCompanyRow } from '../../api/contract/provider';
import { providerQueries } from '../../api/queries/provider';
import { usePageHeading } from '../../app/layout/page-heading';
import { companyFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { ActionDialog, ActionRuns, type SelectedCompany } from './company-actions';

const FILTERS = [
  { id: 'PENDING', stat: 'pending' },
  { id: 'ALL', stat: 'all' },
  { id: 'ACTIVE', stat: 'active' },
] as const;

const COLUMNS = ['name', 'status', 'endpoints', 'versions', 'alerts', 'setup', 'billing', 'flags'] as const;
const SHOWN_VERSIONS = 2;

function Versions({ row }: { row: ManagedCompanyRow }) {
  const { t } = useTranslation('provider');
  if (row.agent_versions.length === 0) return <Text color="gray">—</Text>;
  const shown = row.agent_versions.slice(0, SHOWN_VERSIONS);
  const rest = row.agent_versions.length - shown.length;
  return (
    <Flex gap="1" wrap="wrap" align="center">
      {shown.map((v) => (
        <Badge key={v.version} color="gray" variant="soft" title={`${v.version}: ${v.count}`}>
          {v.version} · {v.count}
        </Badge>
      ))}
      {rest > 0 ? <Text size="1" color="gray">{t('companies.moreVersions', { count: rest })}</Text> : null}
    </Flex>
  );
}

function Flags({ row }: { row: ManagedCompanyRow }) {
  const { t } = useTranslation('provider');
  const on = FEATURE_FLAGS.filter((f) => row.flags[f]);
  if (on.length === 0) return <Text color="gray">{t('companies.noFlags')}</Text>;
  return (
    <Flex gap="1" wrap="wrap">
      {on.map((f) => (
        <Badge key={f} color={f === 'disable_session_logs' ? 'amber' : 'indigo'} variant="soft">
          {t(`flags.${f}`)}
        </Badge>
      ))}
    </Flex>
  );
}

type Selection = ReadonlyMap<string, string>;

function CompanyRows({ rows, selected, onToggle }: { rows: ManagedCompanyRow[]; selected: Selection; onToggle: (rows: ManagedCompanyRow[], on: boolean) => void }) {
  const { t } = useTranslation('provider');
  const { user, switchCompany, switching } = useSession();
  return rows.map((row) => (
    <Table.Row key={row.id} align="center" data-testid="company-row">
      <Table.Cell>
        <Checkbox aria-label={t('actions.select', { name: row.name })} checked={selected.has(row.id)} onCheckedChange={(v) => onToggle([row], v === true)} />
      </Table.Cell>
      <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
        <Link asChild weight="medium">
          <RouterLink to={linkTo('palisade-account-details', { id: row.id, name: row.name })} aria-label={t('companies.detailsOf', { name: row.name })}>
            {row.name}
          </RouterLink>
        </Link>
        {row.parent_name ? (
          <Text as="div" size="1" color="gray">
            {row.parent_name}
          </Text>
        ) : null}
      </Table.RowHeaderCell>
      <Table.Cell>
        <Badge color={row.status === 'ACTIVE' ? 'green' : 'amber'}>{t(`status.${row.status}`)}</Badge>
      </Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>
        {row.endpoints_total === 0 ? (
          <Text color="gray">{t('companies.noEndpoints')}</Text>
        ) : (
          <Text aria-label={t('companies.onlineLabel', { online: row.endpoints_online, total: row.endpoints_total })} data-testid="endpoints-online">
            {t('companies.online', { online: row.endpoints_online, total: row.endpoints_total })}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Versions row={row} />
      </Table.Cell>
      <Table.Cell data-testid="alerts-week">{row.alerts_week}</Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>
        <Text size="2">{t('companies.setupProgress', { done: row.setup_done, total: row.setup_total })}</Text>
      </Table.Cell>
      <Table.Cell>
        <Badge color={row.billing_enabled ? 'green' : 'gray'} variant="soft">
          {t(row.billing_enabled ? 'companies.billing.on' : 'companies.billing.off')}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <Flags row={row} />
      </Table.Cell>
      <Table.Cell justify="end">
        {row.id === user?.account_id ? (
          <Badge color="indigo" variant="soft">
            {t('companies.current')}
          </Badge>
        ) : (
          <Button size="1" variant="soft" disabled={switching} onClick={() => switchCompany(row.client_id)} aria-label={t('companies.switchTo', { name: row.name })}>
            {t('companies.switch')}
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  ));
}

export default function PalisadeAccounts() {
  const { t } = useTranslation('provider');
  usePageHeading({ subheading: t('companies.subtitle') });
  const { params, update } = useListParams(companyFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q, status: params.status };
  const stats = useQuery(providerQueries.stats());
  const list = useQuery(providerQueries.companies({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(providerQueries.companyCount(filters));
  const selected = params.status ?? 'ALL';
  const [chosen, setChosen] = useState<Selection>(new Map());
  const [acting, setActing] = useState(false);
  const pageRows = list.data ?? [];
  const onPage = pageRows.filter((r) => chosen.has(r.id)).length;
  function toggle(rows: ManagedCompanyRow[], on: boolean) {
    setChosen((current) => {
      const next = new Map(current);
      for (const r of rows) {
        if (on) next.set(r.id, r.name);
        else next.delete(r.id);
      }
      return next;
    });
  }
  const companies: SelectedCompany[] = [...chosen].map(([id, name]) => ({ id, name }));
  const selectColumn = {
    key: 'select',
    header: t('actions.selectPage'),
    cell: (
      <Table.ColumnHeaderCell key="select" width="1">
        <Checkbox
          aria-label={t('actions.selectPage')}
          disabled={pageRows.length === 0}
          checked={pageRows.length > 0 && onPage === pageRows.length ? true : onPage > 0 ? 'indeterminate' : false}
          onCheckedChange={(v) => toggle(pageRows, v === true)}
        />
      </Table.ColumnHeaderCell>
    ),
  };

  return (
    <Flex direction="column" gap="4">
      <Tabs.Root value={selected} onValueChange={(value) => update({ status: value === 'ALL' ? undefined : value })}>
        <Flex align="end" justify="between" gap="3" wrap="wrap">
          <Tabs.List aria-label={t('companies.filtersLabel')}>
            {FILTERS.map((filter) => (
              <Tabs.Trigger key={filter.id} value={filter.id}>
                <Flex align="center" gap="2">
                  {t(`companies.filters.${filter.id}`)}{' '}
                  <Badge color="gray" variant="soft" radius="full" data-testid={`counter-${filter.id}`}>
                    {stats.data ? stats.data[filter.stat] : stats.isError ? '—' : '…'}
                  </Badge>
                </Flex>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Button asChild>
            <RouterLink to={linkTo('add-account')}>
              <PlusIcon aria-hidden /> {t('companies.add')}
            </RouterLink>
          </Button>
        </Flex>
        <Tabs.Content value={selected}>
          <Flex direction="column" gap="4" pt="4">
            <Flex align="center" justify="between" gap="3" wrap="wrap">
              <Box width="360px" maxWidth="100%">
                <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('companies.searchLabel')} />
              </Box>
              {chosen.size > 0 ? (
                <Flex align="center" gap="3" data-testid="selection-bar">
                  <Text size="2" role="status">
                    {t('actions.selected', { count: chosen.size })}
                  </Text>
                  <Button variant="soft" color="gray" onClick={() => setChosen(new Map())}>
                    {t('actions.clear')}
                  </Button>
                  <Button onClick={() => setActing(true)}>{t('actions.apply')}</Button>
                </Flex>
              ) : null}
            </Flex>
            <Box style={{ overflowX: 'auto' }}>
              <DataTable
                caption={t('companies.tableLabel')}
                size="1"
                columns={[selectColumn, ...COLUMNS.map((column) => ({ key: column, header: t(`companies.columns.${column}`) }))]}
                rows={list.data}
                busy={list.isPending}
                emptyText={t('companies.empty')}
                loadingText={t('companies.loading')}
                hasActions
                actionsLabel={t('companies.columns.action')}
                renderRows={(rows) => <CompanyRows rows={rows} selected={chosen} onToggle={toggle} />}
                pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
              />
            </Box>
          </Flex>
        </Tabs.Content>
      </Tabs.Root>
      <Separator size="4" />
      <ActionRuns />
      <ActionDialog companies={companies} open={acting} onOpenChange={setActing} onApplied={() => setChosen(new Map())} />
    </Flex>
  );
}
