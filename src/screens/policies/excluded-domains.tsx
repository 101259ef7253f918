// /excluded-domains, 'Bypassed Domains' (spec part 1 §2 Policies, Endpoint SWG; part 2 §9 help
// "bypassed domains"): traffic the agents leave alone, in two kinds: apps (a catalog or custom app's
// domains) and other domains. Add, edit and remove (with a confirm step).
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Table, Tabs, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { BypassRow } from '../../api/contract/web-policies';
import { webPolicyMutations, webPolicyQueries } from '../../api/queries/web-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { RowActions } from '../../ui/row-actions';
import { SearchBox } from '../../ui/search-box';
import { useCanChangePolicies } from './config-websites-shared';
import { useChangesToast } from '../../ui/use-changes-toast';
import { PolicyReach } from './policy-reach';

type Kind = BypassRow['kind'];
const COLUMNS = ['name', 'domains', 'description', 'updated'] as const;

function editLink(row: BypassRow): string {
  return row.kind === 'app' ? linkTo('add-excluded-domains', { id: row.id }) : linkTo('update-excluded-domains-others', { id: row.id });
}

function Rows({ rows, canChange }: { rows: BypassRow[]; canChange: boolean }) {
  const { t } = useTranslation('web-policies');
  const changesToast = useChangesToast();
  const remove = useMutation(webPolicyMutations.deleteBypass());
  return rows.map((row) => (
    <Table.Row key={row.id} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{row.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>
        <MultiValue content={row.domains} />
      </Table.Cell>
      <Table.Cell>{row.description ?? '—'}</Table.Cell>
      <Table.Cell>{formatDate(row.updated_at)}</Table.Cell>
      {canChange ? (
        <RowActions
          edit={{ href: editLink(row), label: t('bypass.edit', { name: row.name }) }}
          remove={{
            label: t('bypass.remove', { name: row.name }),
            title: t('bypass.removeTitle'),
            description: t('bypass.removeText', { name: row.name }),
            onConfirm: async () => {
              await remove.mutateAsync(row.id);
              changesToast(t('bypass.removed', { name: row.name }));
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

function BypassTable({ kind, q, page, canChange, onChange }: { kind: Kind; q: string; page: number; canChange: boolean; onChange: (patch: { q?: string; page?: number }) => void }) {
  const { t } = useTranslation('web-policies');
  const filters = { kind, q: q || undefined };
  const list = useQuery(webPolicyQueries.bypasses({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(webPolicyQueries.bypassCount(filters));
  const rows = list.data;
  return (
    <Flex direction="column" gap="3" pt="3">
      <Box maxWidth="320px">
        <SearchBox value={q} onSearch={(term) => onChange({ q: term })} label={t('bypass.search')} />
      </Box>
      <DataTable
        caption={t(`bypass.table.${kind}`)}
        columns={COLUMNS.map((column) => ({ key: column, header: t(`bypass.columns.${kind === 'app' && column === 'name' ? 'app' : column}`) }))}
        rows={rows}
        busy={list.isPending}
        emptyText={t('bypass.empty')}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('columnsActions')}
        renderRows={(page) => <Rows rows={page} canChange={canChange} />}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => onChange({ page: next }) }}
      />
    </Flex>
  );
}

export default function ExcludedDomains() {
  const { t } = useTranslation('web-policies');
  usePageHeading({ subheading: t('bypass.subtitle') });
  const canChange = useCanChangePolicies();
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('kind') === 'other' ? 'other' : 'app';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  function update(next: { kind?: Kind; q?: string; page?: number }) {
    setParams((current) => {
      const merged = new URLSearchParams(current);
      if (next.kind) {
        merged.set('kind', next.kind);
        merged.delete('q');
      }
      if (next.q !== undefined) merged.set('q', next.q);
      if (!merged.get('q')) merged.delete('q');
      if (next.page && next.page > 1) merged.set('page', String(next.page));
      else merged.delete('page');
      return merged;
    });
  }

  return (
    <Flex direction="column" gap="4">
      <PolicyReach />
      <Tabs.Root value={kind} onValueChange={(next) => update({ kind: next as Kind })}>
        <Flex justify="between" align="end" gap="3" wrap="wrap">
          <Tabs.List aria-label={t('bypass.tabs')}>
            <Tabs.Trigger value="app">{t('bypass.tabApps')}</Tabs.Trigger>
            <Tabs.Trigger value="other">{t('bypass.tabOther')}</Tabs.Trigger>
          </Tabs.List>
          {canChange ? (
            <Button asChild>
              <RouterLink to={kind === 'app' ? linkTo('add-excluded-domains') : linkTo('add-excluded-domains-others')}>
                <PlusIcon /> {kind === 'app' ? t('bypass.addApp') : t('bypass.addOther')}
              </RouterLink>
            </Button>
          ) : null}
        </Flex>
        <Tabs.Content value={kind}>
          <BypassTable kind={kind} q={q} page={page} canChange={canChange} onChange={update} />
        </Tabs.Content>
      </Tabs.Root>
    </Flex>
  );
}
