// /copilot-versions (issue 24 "Agent releases"; SuperAdmin only): every Copilot version with its status, its
// platform builds and how many endpoints of the fleet run it; release or withdraw one after a confirmation.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Flex, Link, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { releaseTransition, type VersionRow } from '../../api/contract/releases';
import { releaseMutations, releaseQueries } from '../../api/queries/releases';
import { usePageHeading } from '../../app/layout/page-heading';
import { groupFilters } from '../../app/routes/filters';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toast';
import { useListParams } from '../../ui/use-list-params';
import { StatusBadge } from './shared';

const COLUMNS = ['version', 'status', 'platforms', 'endpoints', 'released'] as const;

/** Release (a draft or withdrawn version) or Withdraw (a released one), each behind its confirmation. */
export function ReleaseButton({ row }: { row: Pick<VersionRow, 'version' | 'status' | 'platforms'> }) {
  const { t } = useTranslation('releases');
  const toast = useToast();
  const change = useMutation(releaseMutations.changeRelease());
  const action = row.status === 'released' ? 'withdraw' : 'release';
  const allowed = releaseTransition({ status: row.status, builds: row.platforms.length }, action).ok;
  return (
    <ConfirmDialog
      trigger={
        <Button size="1" variant="soft" color={action === 'withdraw' ? 'red' : undefined} disabled={!allowed} aria-label={`${t(`versions.${action}`)} ${row.version}`}>
          {t(`versions.${action}`)}
        </Button>
      }
      title={t(`versions.${action}Title`, { version: row.version })}
      description={t(`versions.${action}Text`, { version: row.version })}
      confirmLabel={t(`versions.${action}`)}
      tone={action === 'withdraw' ? 'danger' : 'neutral'}
      onConfirm={async () => {
        await change.mutateAsync({ version: row.version, action });
        toast({ title: t(action === 'release' ? 'versions.released' : 'versions.withdrawn', { version: row.version }), kind: 'success' });
      }}
    />
  );
}

function VersionRows({ rows }: { rows: VersionRow[] }) {
  const { t } = useTranslation('releases');
  return rows.map((row) => (
    <Table.Row key={row.version} align="center" data-testid="version-row">
      <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
        <Flex gap="2" align="center">
          <Link asChild weight="medium">
            <RouterLink to={linkTo('update-copilot-version', { version: row.version })} aria-label={t('versions.edit', { version: row.version })}>
              {row.version}
            </RouterLink>
          </Link>
          {row.latest ? (
            <Badge color="green" variant="outline">
              {t('latest')}
            </Badge>
          ) : null}
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <StatusBadge status={row.status} />
      </Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>
        {row.platforms.length === 0 ? <Text color="gray">{t('versions.noBuilds')}</Text> : t('versions.platformCount', { count: row.platforms.length })}
      </Table.Cell>
      <Table.Cell data-testid="version-endpoints">{row.endpoints}</Table.Cell>
      <Table.Cell style={{ whiteSpace: 'nowrap' }}>{row.released_at ? formatDate(row.released_at) : '—'}</Table.Cell>
      <Table.Cell justify="end">
        <ReleaseButton row={row} />
      </Table.Cell>
    </Table.Row>
  ));
}

export default function CopilotVersions() {
  const { t } = useTranslation('releases');
  usePageHeading({ subheading: t('versions.subtitle') });
  const { params, update } = useListParams(groupFilters);
  const page = params.page ?? 1;
  const filters = { q: params.q };
  const list = useQuery(releaseQueries.versions({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(releaseQueries.versionCount(filters));
  return (
    <Flex direction="column" gap="4">
      <Flex align="end" justify="between" gap="3" wrap="wrap">
        <Box width="100%" maxWidth="360px">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('versions.searchLabel')} />
        </Box>
        <Button asChild>
          <RouterLink to={linkTo('add-copilot-version')}>
            <PlusIcon aria-hidden /> {t('versions.add')}
          </RouterLink>
        </Button>
      </Flex>
      <Box style={{ overflowX: 'auto' }}>
        <DataTable
          caption={t('versions.tableLabel')}
          columns={COLUMNS.map((column) => ({ key: column, header: t(`versions.columns.${column}`) }))}
          rows={list.isError ? null : list.data}
          busy={list.isPending}
          emptyText={t('versions.empty')}
          loadingText={t('loading')}
          hasActions
          actionsLabel={t('versions.columns.action')}
          renderRows={(rows) => <VersionRows rows={rows} />}
          pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
        />
      </Box>
    </Flex>
  );
}
