// /compliance-ext, Browser Extension Compliance (issue 23; spec part 2 §2.3 route list, §6 calls): endpoints with
// the browser extensions that make them non-compliant (enabled and risky, or blocked by the Browser Policy:
// server/metrics/endpoints.ts EXTENSION_NONCOMPLIANT), filtered by status, browser and search, with both totals,
// the CSV and each endpoint's extension history. Filters live in the URL (routes/filters.ts complianceExtFilters).
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Grid, Link, Table, Text } from '@radix-ui/themes';
import { BROWSERS } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { ExtensionComplianceRow } from '../../api/contract/compliance';
import { complianceQueries, downloadExtensionComplianceReport, type ExtensionComplianceParams } from '../../api/queries/compliance';
import { COMPLIANCE_STATUSES, complianceExtFilters } from '../../app/routes/filters';
import { ComplianceBadge } from '../../domain/fleet/badges';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { OneOf } from './endpoints-tab';
import { ExtensionFlags, ExtHistoryDialog } from './ext-history-dialog';
import { TotalAndDownload } from './list-parts';

type Browser = (typeof BROWSERS)[number];
type Status = (typeof COMPLIANCE_STATUSES)[number];
const STATE: Record<Status, 'COMPLIANT' | 'NON_COMPLIANT'> = { Compliant: 'COMPLIANT', 'Non Compliant': 'NON_COMPLIANT' };
const SORTS = ['hostname', 'offending'] as const;

function Totals({ base }: { base: ExtensionComplianceParams }) {
  const { t } = useTranslation('compliance');
  const figures = [
    { status: 'Compliant' as const, label: t('ext.compliant'), color: 'green' as const, count: useQuery(complianceQueries.extCount({ ...base, state: 'COMPLIANT' })) },
    { status: 'Non Compliant' as const, label: t('ext.nonCompliant'), color: 'red' as const, count: useQuery(complianceQueries.extCount({ ...base, state: 'NON_COMPLIANT' })) },
  ];
  return (
    <Grid columns={{ initial: '2', md: '4' }} gap="3" role="group" aria-label={t('ext.figures')}>
      {figures.map((f) => (
        <Card key={f.status} data-testid={`ext-figure-${STATE[f.status]}`} data-value={f.count.data}>
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              {f.label}
            </Text>
            {f.count.isSuccess ? (
              <Link asChild underline="hover">
                <RouterLink to={linkTo('compliance-ext', undefined, { status: f.status })} aria-label={t('ext.open', { figure: f.label, count: f.count.data })}>
                  <Text size="6" weight="bold" color={f.color}>
                    {f.count.data}
                  </Text>
                </RouterLink>
              </Link>
            ) : (
              <Text size="6" weight="bold" color={f.color}>
                {f.count.isError ? '!' : '–'}
              </Text>
            )}
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}

export default function ComplianceExt() {
  const { t } = useTranslation('compliance');
  const { params, update } = useListParams(complianceExtFilters);
  const sb = (SORTS as readonly string[]).includes(params.sb ?? '') ? (params.sb as (typeof SORTS)[number]) : 'hostname';
  const so = params.so ?? 'asc';
  const filters: ExtensionComplianceParams = { q: params.q, b: params.b?.length ? params.b : undefined, sb, so };
  const query: ExtensionComplianceParams = { ...filters, state: params.status ? STATE[params.status] : undefined, page: params.page ?? 1, size: DEFAULT_PAGE_SIZE };
  const list = useQuery(complianceQueries.extList(query));
  const count = useQuery(complianceQueries.extCount(query));

  return (
    <Flex direction="column" gap="4">
      <Text size="2" color="gray">
        {t('ext.definition')}
      </Text>
      <Totals base={{ q: filters.q, b: filters.b }} />
      <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
        <div style={{ minWidth: 240 }}>
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('ext.search')} />
        </div>
        <OneOf
          label={t('filters.status')}
          value={params.status}
          options={COMPLIANCE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          anyLabel={t('filters.statusAll')}
          onChange={(status) => update({ status })}
        />
        <ChoiceFilter<Browser> label={t('ext.browser')} options={BROWSERS} value={params.b ?? []} text={(b) => b} onChange={(b) => update({ b: b.length ? b : undefined })} />
      </Flex>
      <TotalAndDownload testId="ext-total" total={count.isSuccess ? count.data : undefined} download={() => downloadExtensionComplianceReport(query, t('ext.fileName'))} />
      <DataTable<ExtensionComplianceRow>
        caption={t('ext.caption')}
        columns={[
          { key: 'endpoint', header: t('columns.endpoint'), sortBy: 'hostname', firstOrder: 'asc' },
          { key: 'compliance', header: t('columns.compliance') },
          { key: 'offending', header: t('ext.offending'), sortBy: 'offending', firstOrder: 'desc', width: '45%' },
          { key: 'installed', header: t('ext.installed') },
        ]}
        hasActions
        actionsLabel={t('ext.history.open')}
        rows={list.isError ? null : list.data}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        busy={list.isPending}
        emptyText={t('ext.empty')}
        loadingText={t('loading')}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <Table.Row data-testid="ext-row">
            <Table.RowHeaderCell>
              <Link asChild weight="medium" style={{ whiteSpace: 'nowrap' }}>
                <RouterLink to={linkTo('endpoint-details', { id: row.id })}>{row.hostname}</RouterLink>
              </Link>
              <Text as="div" size="1" color="gray" title={row.owner?.email}>
                {row.owner ? row.owner.name : t('noOwner')} · {t(`platforms.${row.platform_family}`)}
              </Text>
            </Table.RowHeaderCell>
            <Table.Cell>
              <ComplianceBadge state={row.compliant ? 'COMPLIANT' : 'NON_COMPLIANT'} />
            </Table.Cell>
            <Table.Cell>
              {row.offending.length === 0 ? (
                <Text color="gray">{t('ext.none')}</Text>
              ) : (
                <Flex direction="column" gap="2" asChild>
                  <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                    {row.offending.map((x) => (
                      <li key={`${x.browser}\u0001${x.extension_id}`}>
                        <Text as="div" size="2" weight="medium">
                          {x.name}
                        </Text>
                        <Flex gap="2" align="center" wrap="wrap">
                          <Text size="1" color="gray">
                            {x.browser} · {t('ext.since', { time: formatDateTime(x.since) })}
                          </Text>
                          <ExtensionFlags enabled={x.enabled} risky={x.risky} blocked={x.blocked} />
                        </Flex>
                      </li>
                    ))}
                  </ul>
                </Flex>
              )}
            </Table.Cell>
            <Table.Cell>{row.extensions}</Table.Cell>
            <Table.Cell>
              <ExtHistoryDialog id={row.id} hostname={row.hostname} />
            </Table.Cell>
          </Table.Row>
        )}
        pager={{ page: query.page ?? 1, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
        gap="2"
      />
    </Flex>
  );
}
