// /admin-saas-apps (spec part 2 §2.6 product-operator routes; issue 24 "Global catalog"): the provider's
// SaaS catalog, searchable by name or domain, sortable and paged, with each app's logo, domains, categories
// and how many companies have classified it. Operators on the provider account add, edit and remove apps.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Badge, Flex, IconButton, Link, Text } from '@radix-ui/themes';
import { ImageIcon } from '@radix-ui/react-icons';
import { SAAS_SORTS, type CatalogSaasApp } from '../../api/contract/catalog-admin';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { catalogAdminMutations, catalogAdminQueries } from '../../api/queries/catalog-admin';
import { usePageHeading } from '../../app/layout/page-heading';
import { catalogFilters } from '../../app/routes/filters';
import { linkTo } from '../../lib/links';
import { AppIcon } from '../../ui/app-icon';
import type { DataTableColumn } from '../../ui/data-table';
import { useListParams } from '../../ui/use-list-params';
import { CatalogList, knownSort, NS, Tags, useCanManageCatalog } from './shared';

export default function AdminSaasApps() {
  const { t } = useTranslation(NS);
  usePageHeading({ subheading: t('saas.subtitle') });
  const canChange = useCanManageCatalog();
  const { params, update } = useListParams(catalogFilters);
  const page = params.page ?? 1;
  const sb = knownSort(params.sb, SAAS_SORTS);
  const filters = { q: params.q, category: params.category, sb, so: params.so };
  const list = useQuery(catalogAdminQueries.saasApps({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(catalogAdminQueries.saasCount(filters));
  const remove = useMutation(catalogAdminMutations.deleteSaasApp());
  const c = (key: string) => t(`saas.columns.${key}`);

  const columns: DataTableColumn<CatalogSaasApp>[] = [
    {
      key: 'name',
      header: c('name'),
      sortBy: 'name',
      firstOrder: 'asc',
      rowHeader: true,
      render: (r) => (
        <Flex gap="2" align="center">
          <AppIcon icon={r.icon} />
          <Link asChild weight="medium">
            <RouterLink to={linkTo('edit-catalog-app', { name: r.name })}>{r.name}</RouterLink>
          </Link>
          {r.is_gen_ai ? <Badge color="purple">{t('saas.genAi')}</Badge> : null}
        </Flex>
      ),
    },
    { key: 'domains', header: c('domains'), render: (r) => <Text size="2" style={{ wordBreak: 'break-all' }}>{r.domains.slice(0, 2).join(', ')}{r.domains.length > 2 ? ` +${r.domains.length - 2}` : ''}</Text> },
    { key: 'categories', header: c('categories'), sortBy: 'categories', firstOrder: 'asc', render: (r) => <Tags values={r.categories} max={2} /> },
    { key: 'classified', header: c('classified'), align: 'right', render: (r) => r.companies_classified },
    { key: 'created', header: c('created'), sortBy: 'created_at', render: (r) => format(parseISO(r.created_at), 'MM/dd/yyyy') },
  ];

  return (
    <CatalogList<CatalogSaasApp>
      section="saas"
      columns={columns}
      rows={list.data}
      busy={list.isPending}
      total={count.data}
      params={params}
      sortBy={sb ?? 'name'}
      update={update}
      canChange={canChange}
      addHref={linkTo('sudo-add-saas')}
      rowKey={(r) => r.id}
      nameOf={(r) => r.name}
      editHref={(r) => linkTo('edit-catalog-app', { name: r.name })}
      remove={(r) => remove.mutateAsync(r.name)}
      extra={(r) => (
        <IconButton asChild variant="ghost" aria-label={t('saas.logoFor', { name: r.name })}>
          <RouterLink to={linkTo('catalog-app-image', { name: r.name })}>
            <ImageIcon />
          </RouterLink>
        </IconButton>
      )}
    />
  );
}
