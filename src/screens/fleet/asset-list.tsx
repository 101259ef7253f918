// /endpoint-list/{id} (spec part 2 §2.6; calls GET and HEAD /assets): the manually entered endpoints, all
// of them ({id} = all) or those assigned to one user ({id} = the user's id, the people screens' link).
// Search, kind and sort live in the URL; the total comes from HEAD on the same call. Rows can be selected
// (across pages) and deleted together through DELETE /assets, all or none, after a confirmation naming the count.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Flex, Link, Table, Text } from '@radix-ui/themes';
import { PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { z } from 'zod';
import { ASSET_KINDS, ASSET_SORTS, type AssetRow } from '../../api/contract/fleet';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { assetMutations, assetQueries, type AssetListParams } from '../../api/queries/fleet';
import { usePageHeading } from '../../app/layout/page-heading';
import { listFilters } from '../../app/routes/filters';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toast';
import { useListParams } from '../../ui/use-list-params';
import { SingleFilter } from '../../ui/filter-controls';

/** the list's URL filters (the route has no shared filter schema: only this screen reads them) */
const assetFilters = z.strictObject({ ...listFilters, kind: z.enum(ASSET_KINDS).optional() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Sort = (typeof ASSET_SORTS)[number];

export default function AssetList() {
  const { t } = useTranslation('fleet-assets');
  const id = useParams().id ?? 'all';
  const person = id === 'all' ? undefined : UUID.test(id) ? id : null;
  if (person === null) return <ErrorState title={t('badId')} />;
  return <AssetTable person={person} />;
}

function AssetTable({ person }: { person: string | undefined }) {
  const { t } = useTranslation('fleet-assets');
  const { params, update } = useListParams(assetFilters);
  const sb = ((ASSET_SORTS as readonly string[]).includes(params.sb ?? '') ? params.sb : 'hostname') as Sort;
  const so = params.so ?? (sb === 'updated_at' ? 'desc' : 'asc');
  const query: AssetListParams = { page: params.page ?? 1, size: DEFAULT_PAGE_SIZE, q: params.q, kind: params.kind ? [params.kind] : undefined, person, sb, so };
  const list = useQuery(assetQueries.list(query));
  const count = useQuery(assetQueries.count(query));
  const owner = person ? list.data?.find((r) => r.owner)?.owner : undefined;
  const { selected, toggle, clear } = useSelection();
  const rows = list.data;
  const pageAll = !!rows?.length && rows.every((r) => selected.has(r.id));
  const pageSome = !!rows?.some((r) => selected.has(r.id));
  usePageHeading({ subheading: owner ? t('of', { name: owner.name }) : person ? undefined : t('all') });

  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" align="center">
        <div style={{ minWidth: 260 }}>
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('search')} />
        </div>
        <SingleFilter
          label={t('kinds.label')}
          value={params.kind}
          options={ASSET_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          allLabel={t('kinds.all')}
          onChange={(kind) => update({ kind: kind && (ASSET_KINDS as readonly string[]).includes(kind) ? kind : undefined })}
        />
        {selected.size ? <DeleteSelected selected={selected} onDone={clear} /> : null}
        <Button asChild ml={selected.size ? undefined : 'auto'}>
          <RouterLink to={linkTo('add-new-endpoint')}>
            <PlusIcon aria-hidden /> {t('add')}
          </RouterLink>
        </Button>
      </Flex>
      <Text size="2" color="gray" aria-live="polite" data-testid="assets-total">
        {count.isSuccess ? t('total', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable<AssetRow>
        caption={t('caption')}
        columns={[
          {
            key: 'select',
            header: t('select.all'),
            cell: (
              <Table.ColumnHeaderCell width="40px">
                <Checkbox
                  aria-label={t('select.all')}
                  checked={pageAll ? true : pageSome ? 'indeterminate' : false}
                  disabled={!rows?.length}
                  onCheckedChange={(v) => rows?.forEach((r) => toggle(r, v === true))}
                />
              </Table.ColumnHeaderCell>
            ),
          },
          { key: 'hostname', header: t('columns.hostname'), sortBy: 'hostname', firstOrder: 'asc' },
          { key: 'serial', header: t('columns.serial') },
          { key: 'kind', header: t('columns.kind'), sortBy: 'kind', firstOrder: 'asc' },
          { key: 'os', header: t('columns.os') },
          { key: 'model', header: t('columns.model') },
          { key: 'owner', header: t('columns.owner'), sortBy: 'owner', firstOrder: 'asc' },
          { key: 'updated', header: t('columns.updated'), sortBy: 'updated_at' },
        ]}
        rows={list.data}
        busy={list.isPending}
        error={list.isError ? { title: list.error.message } : undefined}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        emptyText={t('empty')}
        loadingText={t('loading')}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <Table.Row align="center" data-testid="asset-row">
            <Table.Cell>
              <Checkbox aria-label={t('select.one', { hostname: row.hostname })} checked={selected.has(row.id)} onCheckedChange={(v) => toggle(row, v === true)} />
            </Table.Cell>
            <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
              <Link asChild weight="medium">
                <RouterLink to={linkTo('update-endpoint', { id: row.id })}>{row.hostname}</RouterLink>
              </Link>
            </Table.RowHeaderCell>
            <Table.Cell>{row.serial ?? '—'}</Table.Cell>
            <Table.Cell>{t(`kinds.${row.kind}`)}</Table.Cell>
            <Table.Cell>{row.os ?? '—'}</Table.Cell>
            <Table.Cell>{row.model ?? '—'}</Table.Cell>
            <Table.Cell>
              {row.owner ? (
                <Link asChild>
                  <RouterLink to={linkTo('endpoint-list', { id: row.owner.id })} title={row.owner.email}>
                    {row.owner.name}
                  </RouterLink>
                </Link>
              ) : (
                <Text color="gray">{t('unassigned')}</Text>
              )}
            </Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDate(row.updated_at)}</Table.Cell>
          </Table.Row>
        )}
        pager={{ page: params.page ?? 1, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
        gap="2"
      />
    </Flex>
  );
}

/** the rows chosen for deletion, by id with their hostnames (kept across pages and filters) */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const toggle = (row: AssetRow, on: boolean) =>
    setSelected((current) => {
      if (on === current.has(row.id)) return current;
      const next = new Map(current);
      if (on) next.set(row.id, row.hostname);
      else next.delete(row.id);
      return next;
    });
  return { selected, toggle, clear: () => setSelected(new Map()) };
}

function DeleteSelected({ selected, onDone }: { selected: ReadonlyMap<string, string>; onDone: () => void }) {
  const { t } = useTranslation('fleet-assets');
  const toast = useToast();
  const remove = useMutation(assetMutations.removeMany());
  const names = [...selected.values()];
  const shown = names.slice(0, 10).join(', ') + (names.length > 10 ? t('select.more', { count: names.length - 10 }) : '');
  return (
    <Flex align="center" gap="2" ml="auto">
      <Text size="2" aria-live="polite" data-testid="assets-selected">
        {t('select.count', { count: selected.size })}
      </Text>
      <ConfirmDialog
        trigger={
          <Button color="red" variant="soft" highContrast>
            <TrashIcon aria-hidden /> {t('select.delete')}
          </Button>
        }
        title={t('select.confirmTitle', { count: selected.size })}
        description={t('select.confirmBody', { count: selected.size, hostnames: shown })}
        confirmLabel={t('select.confirm', { count: selected.size })}
        onConfirm={async () => {
          const { deleted } = await remove.mutateAsync([...selected.keys()]);
          onDone();
          toast({ kind: 'success', title: t('select.done', { count: deleted }) });
        }}
      />
    </Flex>
  );
}
