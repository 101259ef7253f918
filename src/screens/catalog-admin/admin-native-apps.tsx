// /admin-native-apps (spec part 2 §2.6; issue 24): the provider's catalog of native (installed) apps, each
// with the installed-app names it matches and how many endpoints, across every company, have it now.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Badge, Flex, Link, Text } from '@radix-ui/themes';
import { NATIVE_SORTS, type NativeApp } from '../../api/contract/catalog-admin';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { catalogAdminMutations, catalogAdminQueries } from '../../api/queries/catalog-admin';
import { usePageHeading } from '../../app/layout/page-heading';
import { catalogFilters } from '../../app/routes/filters';
import { linkTo } from '../../lib/links';
import type { DataTableColumn } from '../../ui/data-table';
import { useListParams } from '../../ui/use-list-params';
import { CatalogList, knownSort, NS, Tags, useCanManageCatalog } from './shared';

export const RISK_COLORS = { Low: 'green', Medium: 'amber', High: 'orange', Critical: 'red' } as const;

export default function AdminNativeApps() {
  const { t } = useTranslation(NS);
  usePageHeading({ subheading: t('native.subtitle') });
  const canChange = useCanManageCatalog();
  const { params, update } = useListParams(catalogFilters);
  const page = params.page ?? 1;
  const sb = knownSort(params.sb, NATIVE_SORTS);
  const filters = { q: params.q, sb, so: params.so };
  const list = useQuery(catalogAdminQueries.nativeApps({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(catalogAdminQueries.nativeCount(filters));
  const remove = useMutation(catalogAdminMutations.deleteNativeApp());
  const c = (key: string) => t(`native.columns.${key}`);

  const columns: DataTableColumn<NativeApp>[] = [
    {
      key: 'name', header: c('name'), sortBy: 'name', firstOrder: 'asc', rowHeader: true,
      render: (r) => (
        <Flex direction="column">
          <Link asChild weight="medium">
            <RouterLink to={linkTo('native-app', { id: r.id })}>{r.name}</RouterLink>
          </Link>
          {r.publisher ? (
            <Text size="1" color="gray">
              {r.publisher}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'platforms', header: c('platforms'), render: (r) => r.platforms.join(', ') },
    { key: 'matches', header: c('matches'), render: (r) => <Tags values={r.match_names} max={2} /> },
    { key: 'risk', header: c('risk'), sortBy: 'risk', render: (r) => <Badge color={RISK_COLORS[r.risk]}>{t(`risk.${r.risk}`)}</Badge> },
    {
      key: 'endpoints', header: c('endpoints'), sortBy: 'endpoints', align: 'right',
      render: (r) => t('native.installed', { count: r.endpoints, companies: r.companies }),
    },
    { key: 'updated', header: c('updated'), sortBy: 'updated_at', render: (r) => format(parseISO(r.updated_at), 'MM/dd/yyyy') },
  ];

  return (
    <CatalogList<NativeApp>
      section="native"
      columns={columns}
      rows={list.data}
      busy={list.isPending}
      total={count.data}
      params={params}
      sortBy={sb ?? 'name'}
      update={update}
      canChange={canChange}
      addHref={linkTo('native-app')}
      rowKey={(r) => r.id}
      nameOf={(r) => r.name}
      editHref={(r) => linkTo('native-app', { id: r.id })}
      remove={(r) => remove.mutateAsync(r.id)}
    />
  );
}
