// /compliance, Endpoints tab (spec part 2 §2.3-2.4: the dashboard's Non-Compliant Endpoints figures and the
// Missing HD Encryption card land here): endpoints with their compliance state and failing checks (the
// agent's evidence and time), filtered by status, platform, encryption, framework and control, with the
// applied filters as removable chips, the HEAD total, the CSV and each endpoint's check results.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Link, Table, Text } from '@radix-ui/themes';
import { PLATFORM_FAMILIES } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { ComplianceEndpointRow, ComplianceFrameworkRow } from '../../api/contract/compliance';
import { complianceQueries, downloadComplianceReport } from '../../api/queries/compliance';
import { ANY_VALUE, COMPLIANCE_STATUSES, ENCRYPTION_FILTERS } from '../../app/routes/filters';
import { ComplianceBadge } from '../../domain/fleet/badges';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { AppliedFilters, type AppliedFilter } from '../../ui/applied-filters';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DataTable } from '../../ui/data-table';
import { SingleFilter } from '../../ui/filter-controls';
import { SearchBox } from '../../ui/search-box';
import { complianceQueryOf, type ComplianceUrlFilters } from './compliance-query';
import { HistoryDialog } from './history-dialog';
import { TotalAndDownload } from './list-parts';

type Update = (patch: Record<string, string | readonly string[] | number | undefined>) => void;
type Platform = (typeof PLATFORM_FAMILIES)[number];

/** One value or any (ANY_VALUE): status, encryption, framework, control (also /compliance-ext's status). */
export function OneOf({ label, value, options, anyLabel, onChange }: { label: string; value: string | undefined; options: readonly { value: string; label: string }[]; anyLabel: string; onChange: (value: string | undefined) => void }) {
  return <SingleFilter label={label} value={value} options={options} allLabel={anyLabel} onChange={(v) => onChange(v === ANY_VALUE ? undefined : v)} />;
}

interface Chip extends AppliedFilter {
  patch: Record<string, string | string[] | undefined>;
}

function chipsOf(f: ComplianceUrlFilters, frameworks: readonly ComplianceFrameworkRow[] | undefined, t: (key: string, options?: Record<string, string>) => string): Chip[] {
  const chips: Chip[] = [];
  if (f.q) chips.push({ id: 'q', label: t('filters.searchChip', { q: f.q }), patch: { q: undefined } });
  if (f.status) chips.push({ id: 'status', label: t(`status.${f.status}`), patch: { status: undefined } });
  if (f.encryption) chips.push({ id: 'encryption', label: t(`encryption.${f.encryption}`), patch: { encryption: undefined } });
  for (const o of f.o ?? []) {
    const rest = (f.o ?? []).filter((p) => p !== o);
    chips.push({ id: `o-${o}`, label: t('filters.platformChip', { platform: t(`platforms.${o}`) }), patch: { o: rest.length ? rest : undefined } });
  }
  if (f.framework) {
    const name = frameworks?.find((fw) => fw.id === f.framework)?.name ?? f.framework;
    chips.push({ id: 'framework', label: t('filters.frameworkChip', { name }), patch: { framework: undefined, control: undefined } });
    if (f.control) chips.push({ id: 'control', label: t('filters.controlChip', { id: f.control }), patch: { control: undefined } });
  }
  return chips;
}

export function EndpointsTab({ filters, update }: { filters: ComplianceUrlFilters; update: Update }) {
  const { t } = useTranslation('compliance');
  const query = { ...complianceQueryOf(filters), page: filters.page ?? 1, size: DEFAULT_PAGE_SIZE };
  const list = useQuery(complianceQueries.list(query));
  const count = useQuery(complianceQueries.count(query));
  const frameworks = useQuery(complianceQueries.frameworks());
  const framework = frameworks.data?.find((fw) => fw.id === filters.framework);
  const sb = query.sb ?? 'hostname';
  const so = query.so ?? 'asc';
  const chips = chipsOf(filters, frameworks.data, t);

  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
        <div style={{ minWidth: 240 }}>
          <SearchBox value={filters.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('filters.search')} />
        </div>
        <OneOf
          label={t('filters.status')}
          value={filters.status}
          options={COMPLIANCE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          anyLabel={t('filters.statusAll')}
          onChange={(status) => update({ status })}
        />
        <ChoiceFilter<Platform>
          label={t('filters.platform')}
          options={PLATFORM_FAMILIES}
          value={filters.o ?? []}
          text={(p) => t(`platforms.${p}`)}
          onChange={(o) => update({ o: o.length ? o : undefined })}
        />
        <OneOf
          label={t('filters.encryption')}
          value={filters.encryption}
          options={ENCRYPTION_FILTERS.map((e) => ({ value: e, label: t(`encryption.${e}`) }))}
          anyLabel={t('filters.encryptionAll')}
          onChange={(encryption) => update({ encryption })}
        />
        <OneOf
          label={t('filters.framework')}
          value={filters.framework}
          options={(frameworks.data ?? []).map((fw) => ({ value: fw.id, label: fw.name }))}
          anyLabel={t('filters.frameworkAll')}
          onChange={(id) => update({ framework: id, control: undefined })}
        />
        {framework ? (
          <OneOf
            label={t('filters.control')}
            value={filters.control}
            options={framework.control_list.map((c) => ({ value: c.id, label: `${c.id} ${c.title}` }))}
            anyLabel={t('filters.controlAll')}
            onChange={(control) => update({ control })}
          />
        ) : null}
      </Flex>
      <AppliedFilters filters={chips} title={t('filters.applied')} removeLabel={(c) => t('filters.remove', { filter: c.label })} onRemove={(c) => update(c.patch)} />
      <TotalAndDownload testId="compliance-total" total={count.isSuccess ? count.data : undefined} download={() => downloadComplianceReport(query, t('fileName'))} />
      <DataTable<ComplianceEndpointRow>
        caption={t('captions.endpoints')}
        columns={[
          { key: 'endpoint', header: t('columns.endpoint'), sortBy: 'hostname', firstOrder: 'asc' },
          { key: 'platform', header: t('columns.platform'), sortBy: 'platform_family', firstOrder: 'asc' },
          { key: 'compliance', header: t('columns.compliance') },
          { key: 'failing', header: t('columns.failing'), sortBy: 'failed', width: '40%' },
          { key: 'lastChecked', header: t('columns.lastChecked'), sortBy: 'last_checked' },
        ]}
        hasActions
        actionsLabel={t('history.open')}
        rows={list.data}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        busy={list.isPending}
        emptyText={t('empty.endpoints')}
        loadingText={t('loading')}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <Table.Row data-testid="compliance-row">
            <Table.RowHeaderCell>
              <Link asChild weight="medium" style={{ whiteSpace: 'nowrap' }}>
                <RouterLink to={linkTo('endpoint-details', { id: row.id })}>{row.hostname}</RouterLink>
              </Link>
              <Text as="div" size="1" color="gray" title={row.owner?.email}>
                {row.owner ? row.owner.name : t('noOwner')}
              </Text>
            </Table.RowHeaderCell>
            <Table.Cell>
              <Text as="div">{t(`platforms.${row.platform_family}`)}</Text>
              <Text as="div" size="1" color="gray">
                {row.os_name} {row.os_version}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <ComplianceBadge state={row.compliance_state} />
              <Text as="div" size="1" color="gray" mt="1">
                {row.disk_encrypted ? t('encrypted') : t('notEncrypted')}
              </Text>
            </Table.Cell>
            <Table.Cell>
              {row.failing.length === 0 ? (
                <Text color="gray">{t('noFailing')}</Text>
              ) : (
                <Flex direction="column" gap="1" asChild>
                  <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                    {row.failing.map((f) => (
                      <li key={f.control}>
                        <Text as="div" size="2" weight="medium">
                          {f.control}
                        </Text>
                        <Text as="div" size="1" color="gray">
                          {f.details ? `${f.details} · ` : ''}
                          {t('checkedAt', { time: formatDateTime(f.checked_at) })}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </Flex>
              )}
            </Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{row.last_checked_at ? formatDateTime(row.last_checked_at) : t('never')}</Table.Cell>
            <Table.Cell>
              <HistoryDialog id={row.id} hostname={row.hostname} />
            </Table.Cell>
          </Table.Row>
        )}
        pager={{ page: query.page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (page) => update({ page }) }}
        gap="2"
      />
    </Flex>
  );
}
