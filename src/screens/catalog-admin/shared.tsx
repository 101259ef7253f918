// Pieces the global-catalog screens share (issue 24): who may change the catalog, the list toolbar,
// comma-separated list fields, and the messages of a failed save.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../../ui/error-state';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Flex, IconButton, Table, Text } from '@radix-ui/themes';
import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { canManageCatalog } from '../../api/contract/access';
import { useSession } from '../../app/session/use-session';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { useToast } from '../../ui/toast';
import { RowActions, type RowActionsProps } from '../../ui/row-actions';
import { SearchBox } from '../../ui/search-box';

export const NS = 'catalog-admin';

/** Changes need an operator on the provider's own account (canManageCatalog); others only read. */
export function useCanManageCatalog(): boolean {
  const { access } = useSession();
  return canManageCatalog(access);
}

/** The list's sort key when the API knows it, else undefined (a hand-edited URL does not break the list). */
export function knownSort<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

/** "a, b\nc" → ['a', 'b', 'c']: the list fields are typed as comma- or line-separated text. */
export function splitList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((v) => v.trim())
    .filter(Boolean);
}

export const joinList = (values: readonly string[] | undefined) => (values ?? []).join(', ');

/** Search, an applied category (with its clear button) and the Add link of a catalog list. */
export function ListToolbar({
  search,
  onSearch,
  searchLabel,
  add,
  category,
  onClearCategory,
}: {
  search: string;
  onSearch: (q: string) => void;
  searchLabel: string;
  add?: { href: string; label: string } | null;
  category?: string;
  onClearCategory?: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Flex gap="3" align="center" wrap="wrap" justify="between">
      <Flex gap="3" align="center" wrap="wrap">
        <Box width="320px" maxWidth="100%">
          <SearchBox value={search} onSearch={onSearch} label={searchLabel} />
        </Box>
        {category ? (
          <Badge size="2" variant="soft">
            {t('common.categoryFilter', { category })}
            <IconButton size="1" variant="ghost" aria-label={t('common.clearCategory', { category })} onClick={onClearCategory}>
              <Cross2Icon />
            </IconButton>
          </Badge>
        ) : null}
      </Flex>
      {add ? (
        <Button asChild>
          <RouterLink to={add.href}>
            <PlusIcon /> {add.label}
          </RouterLink>
        </Button>
      ) : null}
    </Flex>
  );
}

/** Shown above a list when the session may only read it (an operator switched into a company). */
export function ReadOnlyNote() {
  const { t } = useTranslation(NS);
  return (
    <Text size="2" color="gray">
      {t('common.readOnly')}
    </Text>
  );
}

/** The text of a failed deletion (409 names the counts): the server's exception. */
export function failureText(error: unknown): string {
  return error instanceof ApiRequestError ? error.exception : error instanceof Error ? error.message : String(error);
}

/** A list of short values as badges, or a dash. */
export function Tags({ values, max = 3 }: { values: readonly string[]; max?: number }): ReactNode {
  if (values.length === 0) return '—';
  const shown = values.slice(0, max);
  return (
    <Flex gap="1" wrap="wrap">
      {shown.map((v) => (
        <Badge key={v} variant="soft" color="gray">
          {v}
        </Badge>
      ))}
      {values.length > max ? <Text size="1" color="gray">+{values.length - max}</Text> : null}
    </Flex>
  );
}

/** One list row drawn from the table's columns, then its Edit / Remove controls when the session may change it. */
export function CatalogRow<T>({ columns, row, actions }: { columns: readonly DataTableColumn<T>[]; row: T; actions: RowActionsProps | null }) {
  return (
    <Table.Row align="center">
      {columns.map((column) =>
        column.rowHeader ? (
          <Table.RowHeaderCell key={column.key}>{column.render?.(row)}</Table.RowHeaderCell>
        ) : (
          <Table.Cell key={column.key} align={column.align}>
            {column.render?.(row)}
          </Table.Cell>
        ),
      )}
      {actions ? <RowActions {...actions} /> : null}
    </Table.Row>
  );
}

type Patch = Readonly<Record<string, string | number | undefined>>;

export interface CatalogListProps<T> {
  /** the texts' key prefix in catalog-admin.en.json: searchLabel, add, tableLabel, empty, removeTitle, removeDescription, removed */
  section: 'saas' | 'native' | 'categories' | 'websites';
  columns: readonly DataTableColumn<T>[];
  rows: T[] | null | undefined;
  busy: boolean;
  total: number | undefined;
  params: { q?: string; category?: string; page?: number; so?: 'asc' | 'desc' };
  /** the sort in force (the route's sb when the API knows it, else the list's default) */
  sortBy: string;
  update: (patch: Patch) => void;
  canChange: boolean;
  addHref: string;
  rowKey: (row: T) => string;
  nameOf: (row: T) => string;
  editHref: (row: T) => string;
  remove: (row: T) => Promise<unknown>;
  /** controls before Edit and Remove, shown to every reader (the SaaS list's Logo link) */
  extra?: (row: T) => ReactNode;
}

/** A catalog list: toolbar, sortable paged table, and Edit / Remove (asked first) for those who may change it. */
export function CatalogList<T>(props: CatalogListProps<T>) {
  const { section, columns, rows, busy, total, params, sortBy, update, canChange, nameOf, extra } = props;
  const { t } = useTranslation(NS);
  const toast = useToast();
  const page = params.page ?? 1;
  return (
    <Flex direction="column" gap="4">
      {canChange ? null : <ReadOnlyNote />}
      <ListToolbar
        search={params.q ?? ''}
        onSearch={(q) => update({ q: q || undefined })}
        searchLabel={t(`${section}.searchLabel`)}
        add={canChange ? { href: props.addHref, label: t(`${section}.add`) } : null}
        category={params.category}
        onClearCategory={() => update({ category: undefined })}
      />
      <DataTable<T>
        caption={t(`${section}.tableLabel`)}
        columns={columns}
        rows={rows}
        busy={busy}
        emptyText={params.q || params.category ? t('common.noMatch') : t(`${section}.empty`)}
        loadingText={t('common.loading')}
        hasActions={canChange || extra !== undefined}
        actionsLabel={t('common.actions')}
        sort={{ by: sortBy, order: params.so ?? 'asc', onSort: (by, order) => update({ sb: by, so: order }) }}
        rowKey={props.rowKey}
        renderRow={(row) => {
          const name = nameOf(row);
          const changes: RowActionsProps = canChange
            ? {
                edit: { href: props.editHref(row), label: t('common.editNamed', { name }) },
                remove: {
                  label: t('common.removeNamed', { name }),
                  title: t(`${section}.removeTitle`, { name }),
                  description: t(`${section}.removeDescription`, { name }),
                  onConfirm: async () => {
                    await props.remove(row);
                    toast({ kind: 'success', title: t(`${section}.removed`, { name }) });
                  },
                },
              }
            : {};
          const hasActions = canChange || extra !== undefined;
          return <CatalogRow columns={columns} row={row} actions={hasActions ? { ...changes, children: extra?.(row) } : null} />;
        }}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: total ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}

/**
 * An add-or-edit route: without a key in the route it renders the empty form; with one, 'Loading' while
 * the record is read, the server's reason when it cannot be (404 names what is missing), then the form.
 */
export function RecordGate<T>({ recordKey, query, children }: { recordKey: string | undefined; query: UseQueryResult<T>; children: (record: T | undefined) => ReactNode }) {
  const { t } = useTranslation(NS);
  if (!recordKey) return children(undefined);
  if (query.isPending) return <Text color="gray">{t('common.loading')}</Text>;
  if (query.isError) return <ErrorState subtitle={failureText(query.error)} />;
  return children(query.data);
}
