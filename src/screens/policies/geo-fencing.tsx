// /geo-fencing (spec part 1 §2 Policies, Endpoint SWG; part 2 §9 help "geo-fencing"): the account's
// geo-fences with their countries and security action; add, edit and remove (with a confirm step).
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Flex, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { GeoFenceRow } from '../../api/contract/web-policies';
import { webPolicyMutations, webPolicyQueries } from '../../api/queries/web-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { countryName } from '../../lib/countries';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { RowActions } from '../../ui/row-actions';
import { SearchBox } from '../../ui/search-box';
import { ACTION_COLORS, useCanChangePolicies } from './config-websites-shared';
import { useChangesToast } from '../../ui/use-changes-toast';
import { PolicyReach } from './policy-reach';


function GeoFenceRows({ rows, canChange }: { rows: GeoFenceRow[]; canChange: boolean }) {
  const { t } = useTranslation('web-policies');
  const changesToast = useChangesToast();
  const remove = useMutation(webPolicyMutations.deleteGeoFence());
  return rows.map((row) => (
    <Table.Row key={row.id} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{row.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>
        <MultiValue content={row.countries.map(countryName)} />
      </Table.Cell>
      <Table.Cell>
        <Badge color={ACTION_COLORS[row.action]}>{t(`actions.${row.action}.label`)}</Badge>
      </Table.Cell>
      <Table.Cell>{formatDate(row.updated_at)}</Table.Cell>
      {canChange ? (
        <RowActions
          edit={{ href: linkTo('update-geofencing', { name: row.name }), label: t('geo.edit', { name: row.name }) }}
          remove={{
            label: t('geo.remove', { name: row.name }),
            title: t('geo.removeTitle'),
            description: t('geo.removeText', { name: row.name }),
            onConfirm: async () => {
              await remove.mutateAsync(row.id);
              changesToast(t('geo.removed', { name: row.name }));
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

export default function GeoFencing() {
  const { t } = useTranslation('web-policies');
  usePageHeading({ subheading: t('geo.subtitle') });
  const canChange = useCanChangePolicies();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const filters = { q: q || undefined };
  const list = useQuery(webPolicyQueries.geoFences({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(webPolicyQueries.geoFenceCount(filters));
  const columns = ['name', 'countries', 'action', 'updated'] as const;

  function update(next: { q?: string; page?: number }) {
    setParams((current) => {
      const merged = new URLSearchParams(current);
      if ('q' in next) merged.set('q', next.q ?? '');
      if (!merged.get('q')) merged.delete('q');
      if (next.page && next.page > 1) merged.set('page', String(next.page));
      else merged.delete('page');
      return merged;
    });
  }

  const rows = list.data;
  return (
    <Flex direction="column" gap="4">
      <PolicyReach />
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Box width="320px">
          <SearchBox value={q} onSearch={(term) => update({ q: term })} label={t('geo.search')} />
        </Box>
        {canChange ? (
          <Button asChild>
            <RouterLink to={linkTo('add-geofencing')}>
              <PlusIcon /> {t('geo.add')}
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
      <DataTable
        caption={t('geo.table')}
        columns={columns.map((column) => ({ key: column, header: t(`geo.columns.${column}`) }))}
        rows={rows}
        busy={list.isPending}
        emptyText={t('geo.empty')}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('columnsActions')}
        renderRows={(page) => <GeoFenceRows rows={page} canChange={canChange} />}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
