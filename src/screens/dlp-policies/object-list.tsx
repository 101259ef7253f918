// The three lists of things a DLP policy can watch (folders, custom data types, dictionaries) have one
// shape: a search box with an Add button for those who may change them, a paged table, and per row Edit
// and a Remove that asks first. Each list brings its queries, columns and cells; texts come from the
// list's own key prefix in dlp-policies.en.json.
import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { usePageHeading } from '../../app/layout/page-heading';
import { DataTable } from '../../ui/data-table';
import { RowActions } from '../../ui/row-actions';
import { useChangesToast } from '../../ui/use-changes-toast';
import { ListHeader, useCanChangeDlp, useSearchPage } from './shared';

type Prefix = 'folders' | 'custom' | 'dictionaries';
type Page = { q?: string; page: number; size: number };

export interface ObjectListProps<Row, ListKey extends QueryKey, CountKey extends QueryKey> {
  prefix: Prefix;
  addTo: string;
  columns: readonly string[];
  list: (page: Page) => UseQueryOptions<Row[] | null, Error, Row[] | null, ListKey>;
  count: (q?: string) => UseQueryOptions<number, Error, number, CountKey>;
  renderRows: (rows: Row[], canChange: boolean) => ReactNode;
}

export function ObjectList<Row, ListKey extends QueryKey, CountKey extends QueryKey>({ prefix, addTo, columns, list, count, renderRows }: ObjectListProps<Row, ListKey, CountKey>) {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t(`${prefix}.subtitle`) });
  const canChange = useCanChangeDlp();
  const { q, page, search, setPage } = useSearchPage();
  const rows = useQuery(list({ q, page, size: DEFAULT_PAGE_SIZE }));
  const total = useQuery(count(q));
  return (
    <Flex direction="column" gap="3">
      <ListHeader label={t(`${prefix}.search`)} q={q} onSearch={search}>
        {canChange ? (
          <Button asChild>
            <RouterLink to={addTo}>
              <PlusIcon /> {t(`${prefix}.add`)}
            </RouterLink>
          </Button>
        ) : null}
      </ListHeader>
      <DataTable
        caption={t(`${prefix}.table`)}
        columns={columns.map((key) => ({ key, header: t(`${prefix}.columns.${key}` as `${Prefix}.columns.name`) }))}
        rows={rows.data}
        busy={rows.isPending}
        emptyText={t(`${prefix}.empty`)}
        loadingText={t('loading')}
        hasActions={canChange}
        actionsLabel={t('list.actions')}
        renderRows={(shown) => renderRows(shown, canChange)}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: total.data ?? 0, onPageChange: setPage }}
      />
    </Flex>
  );
}

/** Edit and Remove for one named row of those lists. */
export function ObjectRowActions({ prefix, name, editTo, remove }: { prefix: Prefix; name: string; editTo: string; remove: () => Promise<unknown> }) {
  const { t } = useTranslation('dlp-policies');
  const toast = useChangesToast();
  return (
    <RowActions
      edit={{ href: editTo, label: t(`${prefix}.edit`, { name }) }}
      remove={{
        label: t(`${prefix}.remove`, { name }),
        title: t(`${prefix}.removeTitle`),
        description: t(`${prefix}.removeText`, { name }),
        onConfirm: async () => {
          await remove();
          toast(t(`${prefix}.removed`, { name }));
        },
      }}
    />
  );
}
