// /admin-website-categories (spec part 2 §2.6; issue 24): the provider's website categories with how many
// catalog websites and apps use each and how many companies block it. A category in use cannot be deleted
// (the server answers 409 with the counts, shown in the dialog); renaming carries everything over.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Text } from '@radix-ui/themes';
import { CATEGORY_SORTS, type WebsiteCategoryRow } from '../../api/contract/catalog-admin';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { catalogAdminMutations, catalogAdminQueries } from '../../api/queries/catalog-admin';
import { usePageHeading } from '../../app/layout/page-heading';
import { catalogFilters } from '../../app/routes/filters';
import { linkTo } from '../../lib/links';
import type { DataTableColumn } from '../../ui/data-table';
import { useListParams } from '../../ui/use-list-params';
import { CatalogList, knownSort, NS, useCanManageCatalog } from './shared';

export default function AdminWebsiteCategories() {
  const { t } = useTranslation(NS);
  usePageHeading({ subheading: t('categories.subtitle') });
  const canChange = useCanManageCatalog();
  const { params, update } = useListParams(catalogFilters);
  const page = params.page ?? 1;
  const sb = knownSort(params.sb, CATEGORY_SORTS);
  const filters = { q: params.q, sb, so: params.so };
  const list = useQuery(catalogAdminQueries.categories({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(catalogAdminQueries.categoryCount(filters));
  const remove = useMutation(catalogAdminMutations.deleteCategory());
  const c = (key: string) => t(`categories.columns.${key}`);

  const columns: DataTableColumn<WebsiteCategoryRow>[] = [
    {
      key: 'name', header: c('name'), sortBy: 'name', firstOrder: 'asc', rowHeader: true,
      render: (r) =>
        canChange ? (
          <Link asChild weight="medium">
            <RouterLink to={linkTo('sudo-update-category', { name: r.name })}>{r.name}</RouterLink>
          </Link>
        ) : (
          <Text weight="medium">{r.name}</Text>
        ),
    },
    { key: 'description', header: c('description'), render: (r) => r.description ?? '—' },
    {
      key: 'websites', header: c('websites'), sortBy: 'websites', align: 'right',
      render: (r) =>
        r.websites > 0 ? (
          <Link asChild>
            <RouterLink to={linkTo('admin-websites', undefined, { category: r.name })} aria-label={t('categories.websitesIn', { count: r.websites, name: r.name })}>
              {r.websites}
            </RouterLink>
          </Link>
        ) : (
          0
        ),
    },
    { key: 'apps', header: c('apps'), align: 'right', render: (r) => r.apps },
    { key: 'blocking', header: c('blocking'), align: 'right', render: (r) => r.companies_blocking },
  ];

  return (
    <CatalogList<WebsiteCategoryRow>
      section="categories"
      columns={columns}
      rows={list.data}
      busy={list.isPending}
      total={count.data}
      params={params}
      sortBy={sb ?? 'name'}
      update={update}
      canChange={canChange}
      addHref={linkTo('sudo-add-new-category')}
      rowKey={(r) => r.name}
      nameOf={(r) => r.name}
      editHref={(r) => linkTo('sudo-update-category', { name: r.name })}
      remove={(r) => remove.mutateAsync(r.name)}
    />
  );
}
