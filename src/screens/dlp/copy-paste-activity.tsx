// /copy-paste-activity (Inventory › DLP › Data Activity, issue 21; spec part 2 §7 "Copy-paste"): sensitive
// data pasted from one app into another in the period — who, on which endpoint, from where into where,
// which data type, and the action the policy took (Alert, Report, Block) — counted by action, paged on the
// server, filtered from the URL, downloadable as DataActivity.csv. A row opens its report.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Flex, Text } from '@radix-ui/themes';
import { ALERT_ACTIONS } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { ActivityFilters, CopyPasteRow } from '../../api/contract/dlp';
import { dlpQueries, downloadActivity } from '../../api/queries/dlp';
import { usePageHeading } from '../../app/layout/page-heading';
import { copyPasteFilters } from '../../app/routes/filters';
import { formatDateTime } from '../../lib/format';
import { ChoiceFilter } from '../../ui/choice-filter';
import { DataTable } from '../../ui/data-table';
import { ExportButtons } from '../../ui/export-buttons';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { EndpointLink, PersonLink, PresetFilters, TypeFilter, usePeriod } from './common';
import { ACTION_COLORS } from './labels';
import { PasteReportDialog } from './paste-report-dialog';

const EXPORTS = ['csv'] as const;

export default function CopyPasteActivity() {
  const { t } = useTranslation('dlp');
  usePageHeading({ subheading: t('activity.subtitle') });
  const { params, update } = useListParams(copyPasteFilters);
  const { period, picker } = usePeriod(params.on);
  const [open, setOpen] = useState<CopyPasteRow | null>(null);
  const page = params.page ?? 1;
  const filters: ActivityFilters = useMemo(
    () => ({ ...period, q: params.q, u: params.u, type: params.type, action: params.action, endpoint: params.endpoint, genai: params.genai }),
    [period, params.q, params.u, params.type, params.action, params.endpoint, params.genai],
  );
  const list = useQuery(dlpQueries.pastes({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(dlpQueries.pasteCount(filters));
  const actions = useQuery(dlpQueries.pasteActions(filters));
  const filtered = Boolean(params.q || params.u || params.type?.length || params.action?.length || params.endpoint || params.genai);
  const c = (key: string) => t(`columns.${key}`);

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <Box width="260px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('activity.searchLabel')} placeholder={t('searchPlaceholder')} />
        </Box>
        <ChoiceFilter
          label={t('filters.action')}
          options={ALERT_ACTIONS}
          value={params.action ?? []}
          onChange={(action) => update({ action })}
          text={(a) => (actions.data ? t('activity.actionCount', { action: t(`actions.${a}`), count: actions.data[a] }) : t(`actions.${a}`))}
        />
        <TypeFilter value={params.type ?? []} onChange={(type) => update({ type })} />
        {picker}
      </Flex>
      <PresetFilters
        on={params.on}
        u={params.u}
        endpoint={params.endpoint}
        endpointName={list.data?.find((r) => r.endpoint.id === params.endpoint)?.endpoint.hostname}
        genai={params.genai === 'true'}
        update={update}
      />
      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite" data-testid="dlp-total" data-value={count.data ?? undefined}>
          {count.isPending ? t('loading') : t('activity.total', { count: count.data ?? 0 })}
        </Text>
        <ExportButtons formats={EXPORTS} run={(_format, onProgress) => downloadActivity(filters, count.data ?? 0, onProgress)} />
      </Flex>
      <DataTable<CopyPasteRow>
        caption={t('activity.tableLabel')}
        size="1"
        columns={[
          { key: 'time', header: c('time'), rowHeader: true, render: (r) => <Text wrap="nowrap">{formatDateTime(r.time)}</Text> },
          { key: 'person', header: c('user'), render: (r) => <PersonLink person={r.person} /> },
          { key: 'endpoint', header: c('endpoint'), render: (r) => <EndpointLink id={r.endpoint.id} hostname={r.endpoint.hostname} /> },
          { key: 'source', header: c('source'), render: (r) => r.source },
          { key: 'destination', header: c('destination'), render: (r) => r.destination },
          { key: 'type', header: c('dataType'), render: (r) => r.data_type },
          { key: 'matches', header: c('matches'), align: 'right', render: (r) => r.match_count },
          { key: 'action', header: c('action'), render: (r) => <Badge color={ACTION_COLORS[r.action]}>{t(`actions.${r.action}`)}</Badge> },
          {
            key: 'report',
            header: c('report'),
            render: (r) => (
              <Button size="1" variant="soft" onClick={() => setOpen(r)} aria-label={t('activity.openReport', { time: formatDateTime(r.time), person: r.person.name })}>
                {t('activity.report')}
              </Button>
            ),
          },
        ]}
        rows={list.data}
        rowKey={(r) => r.id}
        busy={list.isPending}
        error={list.isError || list.data === null ? {} : undefined}
        emptyText={filtered ? t('emptyFiltered') : t('activity.empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
      {open ? <PasteReportDialog id={open.id} onClose={() => setOpen(null)} /> : null}
    </Flex>
  );
}
