// /applications (Inventory › FLEET, issue 18): the applications installed across the fleet, one row per
// name, with its publisher, versions, endpoints and platforms. Filters (text, platform), page and sort
// live in the URL (routes/filters.ts applicationFilters); the total is HEAD on the same call.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Link, Table, Text } from '@radix-ui/themes';
import type { z } from 'zod';
import { PLATFORM_FAMILIES } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { AppPlatformType, ApplicationRow } from '../../api/contract/applications';
import { applicationQueries, downloadApplicationsReport, type ApplicationListParams } from '../../api/queries/applications';
import { applicationFilters } from '../../app/routes/filters';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { MultiFilter } from '../../ui/filter-controls';
import { DownloadButton } from '../../ui/download-button';

type Filters = z.infer<typeof applicationFilters>;
type Sort = NonNullable<ApplicationListParams['sb']>;
const SORTS: readonly Sort[] = ['name', 'endpoints', 'versions'];

/** The detail's platform type: the one platform the list is filtered to, else every platform. */
export function platformTypeOf(o: Filters['o']): AppPlatformType {
  return o?.length === 1 ? o[0]! : 'all';
}

export default function Screen() {
  const { t } = useTranslation('fleet-apps');
  const { t: tf } = useTranslation('fleet');
  const { params, update } = useListParams(applicationFilters);
  const sb: Sort = SORTS.includes(params.sb as Sort) ? (params.sb as Sort) : 'name';
  const so = params.so ?? (sb === 'name' ? 'asc' : 'desc');
  const query: ApplicationListParams = { page: params.page ?? 1, size: DEFAULT_PAGE_SIZE, q: params.q, o: params.o, sb, so };
  const list = useQuery(applicationQueries.list(query));
  const count = useQuery(applicationQueries.count(query));
  const apt = platformTypeOf(params.o);

  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
        <div style={{ minWidth: 280 }}>
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('applications.search')} placeholder={t('applications.placeholder')} />
        </div>
        <MultiFilter
          label={t('filters.platform')}
          values={params.o}
          options={PLATFORM_FAMILIES.map((p) => ({ value: p, label: tf(`platforms.${p}`) }))}
          allLabel={t('filters.all')}
          onChange={(o) => update({ o: o.length ? o : undefined })}
        />
        <DownloadButton label={t('applications.download')} disabled={count.data === 0} download={() => downloadApplicationsReport(query)} />
      </Flex>
      <Text size="2" color="gray" aria-live="polite" data-testid="applications-total" data-value={count.data}>
        {count.isSuccess ? t('applications.total', { count: count.data }) : '\u00a0'}
      </Text>
      <DataTable<ApplicationRow>
        caption={t('applications.tableLabel')}
        columns={[
          { key: 'name', header: t('applications.columns.name'), sortBy: 'name', firstOrder: 'asc' },
          { key: 'publisher', header: t('applications.columns.publisher') },
          { key: 'versions', header: t('applications.columns.versions'), sortBy: 'versions' },
          { key: 'endpoints', header: t('applications.columns.endpoints'), sortBy: 'endpoints' },
          { key: 'platforms', header: t('applications.columns.platforms') },
        ]}
        rows={list.isError ? null : list.data}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        busy={list.isPending}
        emptyText={t('applications.empty')}
        loadingText={t('loading')}
        rowKey={(row) => row.name}
        renderRow={(row) => (
          <Table.Row align="center" data-testid="application-row">
            <Table.RowHeaderCell style={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
              <Link asChild weight="medium">
                <RouterLink to={linkTo('applications-detail', { id: row.name, apt: apt !== 'all' && row.platforms.includes(apt) ? apt : 'all' })}>{row.name}</RouterLink>
              </Link>
            </Table.RowHeaderCell>
            <Table.Cell style={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{row.publisher ?? <Text color="gray">{t('applications.noPublisher')}</Text>}</Table.Cell>
            <Table.Cell>{row.versions}</Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>
              {row.endpoints}
              {row.vulnerable_endpoints > 0 ? (
                <Badge ml="2" color="red" variant="soft">
                  {t('applications.vulnerable', { count: row.vulnerable_endpoints })}
                </Badge>
              ) : null}
            </Table.Cell>
            <Table.Cell>
              <Flex gap="1" wrap="wrap">
                {row.platforms.map((p) => (
                  <Badge key={p} color="gray" variant="soft">
                    {tf(`platforms.${p}`)}
                  </Badge>
                ))}
              </Flex>
            </Table.Cell>
          </Table.Row>
        )}
        pager={{ page: query.page ?? 1, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
        gap="2"
      />
    </Flex>
  );
}
