// The Users and Endpoints tabs of one app's usage: server pages of 10 with a search, each row opening
// that person's or that endpoint's report for the app.
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Link, Table } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { formatDate, formatDuration } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import type { PagerProps } from '../../ui/pager';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toast';
import { downloadAppUsersCsv, saasInventoryQueries } from '../../api/queries/saas';
import { KINDS, type InventoryKind } from './inventory-kind';
import { useDrillFilters } from './use-inventory-filters';

function Shell({ label, search, actions, columns, rows, empty, pager }: {
  label: string;
  search: ReactNode;
  actions?: ReactNode;
  columns: string[];
  rows: ReactNode[] | undefined;
  empty: string;
  pager: PagerProps;
}) {
  const { t } = useTranslation('saas-inventory');
  return (
    <Flex direction="column" gap="2">
      <Flex gap="3" align="center">
        <Box width="280px">{search}</Box>
        <Box ml="auto">{actions}</Box>
      </Flex>
      <DataTable
        caption={label}
        columns={columns.map((c) => ({ key: c, header: c }))}
        rows={rows}
        emptyText={empty}
        loadingText={t('loading')}
        renderRows={(page) => page}
        pager={pager}
      />
    </Flex>
  );
}

const lastSeen = (v: string | null) => (v ? formatDate(v) : '—');

export function AppUsersTable({ kind }: { kind: InventoryKind }) {
  const def = KINDS[kind];
  const { t } = useTranslation('saas-inventory');
  const name = useParams().name ?? '';
  const toast = useToast();
  const { filters, update, query, carried } = useDrillFilters();
  const list = useQuery(saasInventoryQueries.users(name, query));
  const count = useQuery(saasInventoryQueries.usersCount(name, query));
  const [exporting, setExporting] = useState(false);
  if (list.data === null) return <ErrorState />;

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadAppUsersCsv(name, query);
    } catch {
      toast({ kind: 'error', title: t('export.failed') });
    } finally {
      setExporting(false);
    }
  }

  const rows = list.data?.map((row) => (
    <Table.Row key={row.id} align="center" data-testid="user-row">
      <Table.RowHeaderCell>
        <Link asChild weight="medium">
          <RouterLink to={linkTo(def.routes.userReport, { appName: name, userName: row.email }, carried)}>{row.name || row.email}</RouterLink>
        </Link>
      </Table.RowHeaderCell>
      <Table.Cell>{row.email}</Table.Cell>
      <Table.Cell data-testid="user-screen-time">{formatDuration(row.weighted_duration)}</Table.Cell>
      <Table.Cell>{row.sessions}</Table.Cell>
      <Table.Cell>{row.endpoints}</Table.Cell>
      <Table.Cell>{lastSeen(row.last_seen)}</Table.Cell>
    </Table.Row>
  ));
  return (
    <Shell
      label={t('tableLabel.users', { app: name })}
      search={<SearchBox value={filters.q ?? ''} onSearch={(q) => update({ q })} label={t('searchLabel.users')} />}
      actions={
        <Button variant="soft" onClick={() => void exportCsv()} loading={exporting}>
          <DownloadIcon aria-hidden /> {t('export.button')}
        </Button>
      }
      columns={[t('columns.user'), t('columns.email'), t('columns.screenTime'), t('columns.sessions'), t('columns.endpoints'), t('columns.lastSeen')]}
      rows={rows}
      empty={filters.q ? t('empty.search') : t('empty.users', { app: name })}
      pager={{ page: query.page, size: query.size, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
    />
  );
}

export function AppEndpointsTable({ kind }: { kind: InventoryKind }) {
  const def = KINDS[kind];
  const { t } = useTranslation('saas-inventory');
  const name = useParams().name ?? '';
  const { filters, update, query, carried } = useDrillFilters();
  const list = useQuery(saasInventoryQueries.devices(name, query));
  const count = useQuery(saasInventoryQueries.devicesCount(name, query));
  if (list.data === null) return <ErrorState />;
  const rows = list.data?.map((row) => (
    <Table.Row key={row.id} align="center" data-testid="endpoint-row">
      <Table.RowHeaderCell>
        <Link asChild weight="medium">
          <RouterLink to={linkTo(def.routes.endpointReport, { id: row.id, appName: name }, carried)}>{row.hostname}</RouterLink>
        </Link>
      </Table.RowHeaderCell>
      <Table.Cell>{row.platform}</Table.Cell>
      <Table.Cell>{row.owner ?? '—'}</Table.Cell>
      <Table.Cell>{formatDuration(row.weighted_duration)}</Table.Cell>
      <Table.Cell>{row.sessions}</Table.Cell>
      <Table.Cell>{lastSeen(row.last_seen)}</Table.Cell>
    </Table.Row>
  ));
  return (
    <Shell
      label={t('tableLabel.endpoints', { app: name })}
      search={<SearchBox value={filters.q ?? ''} onSearch={(q) => update({ q })} label={t('searchLabel.endpoints')} />}
      columns={[t('columns.hostname'), t('columns.platform'), t('columns.owner'), t('columns.screenTime'), t('columns.sessions'), t('columns.lastSeen')]}
      rows={rows}
      empty={filters.q ? t('empty.search') : t('empty.endpoints', { app: name })}
      pager={{ page: query.page, size: query.size, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
    />
  );
}
