// /source-code (Inventory › DLP › Source Code, issue 21): secrets and other findings in source code on the
// endpoints in the period — repository, file and line, rule, severity, and where the code was sent when the
// finding is an upload — paged on the server, filtered from the URL, downloadable as CSV.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { CodeFilters, SourceCodeRow } from '../../api/contract/dlp';
import { dlpQueries, downloadCode } from '../../api/queries/dlp';
import { usePageHeading } from '../../app/layout/page-heading';
import { dataFilters } from '../../app/routes/filters';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { ExportButtons } from '../../ui/export-buttons';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { EndpointLink, PersonLink, PresetFilters, usePeriod } from './common';
import { SEVERITY_COLORS } from './labels';

const EXPORTS = ['csv'] as const;

export default function SourceCode() {
  const { t } = useTranslation('dlp');
  usePageHeading({ subheading: t('code.subtitle') });
  const { params, update } = useListParams(dataFilters);
  const { period, picker } = usePeriod(undefined);
  const page = params.page ?? 1;
  const filters: CodeFilters = useMemo(() => ({ ...period, q: params.q, u: params.u }), [period, params.q, params.u]);
  const list = useQuery(dlpQueries.code({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(dlpQueries.codeCount(filters));
  const c = (key: string) => t(`columns.${key}`);
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <Box width="260px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('code.searchLabel')} placeholder={t('searchPlaceholder')} />
        </Box>
        {picker}
      </Flex>
      <PresetFilters u={params.u} update={update} />
      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite" data-testid="dlp-total" data-value={count.data ?? undefined}>
          {count.isPending ? t('loading') : t('code.total', { count: count.data ?? 0 })}
        </Text>
        <ExportButtons formats={EXPORTS} run={(_format, onProgress) => downloadCode(filters, count.data ?? 0, onProgress)} />
      </Flex>
      <DataTable<SourceCodeRow>
        caption={t('code.tableLabel')}
        size="1"
        columns={[
          { key: 'time', header: c('time'), rowHeader: true, render: (r) => <Text wrap="nowrap">{formatDateTime(r.time)}</Text> },
          { key: 'repository', header: c('repository'), render: (r) => <Text wrap="nowrap">{r.repository}</Text> },
          { key: 'path', header: c('file'), render: (r) => <Text style={{ overflowWrap: 'anywhere' }}>{r.line ? `${r.path}:${r.line}` : r.path}</Text> },
          { key: 'rule', header: c('rule'), render: (r) => r.rule },
          { key: 'severity', header: c('severity'), render: (r) => <Badge color={SEVERITY_COLORS[r.severity]}>{t(`severity.${r.severity}`)}</Badge> },
          { key: 'destination', header: c('sentTo'), render: (r) => r.destination ?? <Text color="gray">{t('code.notSent')}</Text> },
          { key: 'person', header: c('user'), render: (r) => <PersonLink person={r.person} /> },
          { key: 'endpoint', header: c('endpoint'), render: (r) => <EndpointLink id={r.endpoint.id} hostname={r.endpoint.hostname} /> },
        ]}
        rows={list.data}
        rowKey={(r) => r.id}
        busy={list.isPending}
        error={list.isError || list.data === null ? {} : undefined}
        emptyText={params.q || params.u ? t('emptyFiltered') : t('code.empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
