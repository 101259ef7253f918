// /admin-websites (spec part 2 §2.6; issue 24): the provider's website classification (domain → name and
// categories) that every company's website inventory reads; filterable by category from the category list.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Text } from '@radix-ui/themes';
import { WEBSITE_SORTS, type CatalogWebsite } from '../../api/contract/catalog-admin';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { catalogAdminMutations, catalogAdminQueries } from '../../api/queries/catalog-admin';
import { usePageHeading } from '../../app/layout/page-heading';
import { catalogFilters } from '../../app/routes/filters';
import { linkTo } from '../../lib/links';
import type { DataTableColumn } from '../../ui/data-table';
import { useListParams } from '../../ui/use-list-params';
import { CatalogList, knownSort, NS, Tags, useCanManageCatalog } from './shared';

export default function AdminWebsites() {
  const { t } = useTranslation(NS);
  usePageHeading({ subheading: t('websites.subtitle') });
  const canChange = useCanManageCatalog();
  const { params, update } = useListParams(catalogFilters);
  const page = params.page ?? 1;
  const sb = knownSort(params.sb, WEBSITE_SORTS);
  const filters = { q: params.q, category: params.category, sb, so: params.so };
  const list = useQuery(catalogAdminQueries.websites({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(catalogAdminQueries.websiteCount(filters));
  const remove = useMutation(catalogAdminMutations.deleteWebsite());
  const c = (key: string) => t(`websites.columns.${key}`);

  const columns: DataTableColumn<CatalogWebsite>[] = [
    {
      key: 'domain', header: c('domain'), sortBy: 'domain', firstOrder: 'asc', rowHeader: true,
      render: (r) =>
        canChange ? (
          <Link asChild weight="medium">
            <RouterLink to={linkTo('sudo-add-websites', { name: r.domain })}>{r.domain}</RouterLink>
          </Link>
        ) : (
          <Text weight="medium">{r.domain}</Text>
        ),
    },
    { key: 'name', header: c('name'), sortBy: 'name', firstOrder: 'asc', render: (r) => r.name ?? '—' },
    { key: 'categories', header: c('categories'), render: (r) => <Tags values={r.categories} /> },
  ];

  return (
    <CatalogList<CatalogWebsite>
      section="websites"
      columns={columns}
      rows={list.data}
      busy={list.isPending}
      total={count.data}
      params={params}
      sortBy={sb ?? 'domain'}
      update={update}
      canChange={canChange}
      addHref={linkTo('sudo-add-websites')}
      rowKey={(r) => r.domain}
      nameOf={(r) => r.domain}
      editHref={(r) => linkTo('sudo-add-websites', { name: r.domain })}
      remove={(r) => remove.mutateAsync(r.domain)}
    />
  );
}
