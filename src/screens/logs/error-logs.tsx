// /error-logs (Logs › Copilot Error Logs, issue 26): the errors the company's agents reported — time,
// endpoint (a link to its details), user, severity, component, code, message and agent version — paged
// on the server, filtered from the URL by host name, endpoint, severity, component and date range; CSV.
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Link, Text } from '@radix-ui/themes';
import { AGENT_ERROR_SEVERITIES } from '../../api/contract/catalog';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { ErrorLogFilters, ErrorLogRow } from '../../api/contract/logs';
import { downloadErrorLogs, logQueries } from '../../api/queries/logs';
import { canOpen } from '../../app/can-open';
import { usePageHeading } from '../../app/layout/page-heading';
import { errorLogFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { AppliedFilters } from '../../ui/applied-filters';
import { DataTable } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';
import { AGENT_ERROR_SEVERITY_COLORS, AgentErrorMessage } from '../../domain/fleet/agent-error';
import { ChoiceFilter } from '../../ui/choice-filter';
import { ExportButtons } from '../../ui/export-buttons';

const EXPORTS = ['csv'] as const;

export default function ErrorLogs() {
  const { t } = useTranslation('logs');
  usePageHeading({ subheading: t('errors.subtitle') });
  const { access } = useSession();
  const { params, update } = useListParams(errorLogFilters);
  const [range, setRange] = useDateRange();
  const page = params.page ?? 1;
  const filters: ErrorLogFilters = useMemo(
    () => ({ q: params.q, endpoint: params.endpoint, severity: params.severity, component: params.component, s: range.s, e: range.e }),
    [params.q, params.endpoint, params.severity, params.component, range.s, range.e],
  );
  const list = useQuery(logQueries.errorList({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(logQueries.errorCount(filters));
  const facets = useQuery(logQueries.errorFacets());
  const filtered = Boolean(params.q || params.endpoint || params.severity?.length || params.component?.length);
  const mayOpenEndpoint = canOpen('endpoint-details', access);
  const endpointName = params.endpoint ? (list.data?.find((r) => r.endpoint.id === params.endpoint)?.endpoint.hostname ?? t('errors.thisEndpoint')) : null;

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <Box width="260px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('errors.searchLabel')} placeholder={t('errors.searchPlaceholder')} />
        </Box>
        <ChoiceFilter
          label={t('errors.severityLabel')}
          options={AGENT_ERROR_SEVERITIES}
          value={params.severity ?? []}
          onChange={(severity) => update({ severity })}
          text={(s) => t(`severity.${s}`)}
        />
        <ChoiceFilter label={t('errors.componentLabel')} options={facets.data?.components ?? []} value={params.component ?? []} onChange={(component) => update({ component })} text={(c) => c} />
        <DateRangePicker value={range} onChange={setRange} label={t('errors.rangeLabel')} />
      </Flex>
      {endpointName ? (
        <AppliedFilters
          filters={[{ id: 'endpoint', label: t('errors.endpointFilter', { hostname: endpointName }) }]}
          title={t('filters.applied')}
          removeLabel={(f) => t('filters.remove', { filter: f.label })}
          onRemove={() => update({ endpoint: undefined })}
        />
      ) : null}
      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite">
          {count.isPending ? t('loading') : t('total', { count: count.data ?? 0 })}
        </Text>
        <ExportButtons formats={EXPORTS} run={(_format, onProgress) => downloadErrorLogs(filters, count.data ?? 0, onProgress)} />
      </Flex>
      <DataTable<ErrorLogRow>
        caption={t('errors.tableLabel')}
        size="1"
        columns={[
          { key: 'time', header: t('errors.columns.time'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.time)}</Text> },
          {
            key: 'endpoint',
            header: t('errors.columns.endpoint'),
            rowHeader: true,
            render: (r) =>
              mayOpenEndpoint ? (
                <Link asChild style={{ whiteSpace: 'nowrap' }}>
                  <RouterLink to={linkTo('endpoint-details', { id: r.endpoint.id })}>{r.endpoint.hostname}</RouterLink>
                </Link>
              ) : (
                <Text wrap="nowrap">{r.endpoint.hostname}</Text>
              ),
          },
          {
            key: 'user',
            header: t('errors.columns.user'),
            render: (r) => (
              <Text title={r.person.email}>{r.person.name}</Text>
            ),
          },
          { key: 'severity', header: t('errors.columns.severity'), render: (r) => <Badge color={AGENT_ERROR_SEVERITY_COLORS[r.severity]}>{t(`severity.${r.severity}`)}</Badge> },
          { key: 'component', header: t('errors.columns.component'), render: (r) => <Text wrap="nowrap">{r.component}</Text> },
          {
            key: 'message',
            header: t('errors.columns.message'),
            render: (r) => <AgentErrorMessage code={r.code} message={r.message} />,
          },
          { key: 'version', header: t('errors.columns.version'), render: (r) => <Text wrap="nowrap">{r.agent_version}</Text> },
        ]}
        rows={list.data}
        rowKey={(r) => r.id}
        busy={list.isPending}
        error={list.isError || list.data === null ? {} : undefined}
        emptyText={filtered ? t('errors.emptyFiltered') : t('errors.empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
