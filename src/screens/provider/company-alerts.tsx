// Alerts › saas-apps and › website of /palisade-account-details/{id}/{name?} (issue 24): the company's alerts of
// the last 7 days, newest first, searchable and paged on the server, from its own alert list's rows.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Badge, Box, Flex, Heading, TabNav } from '@radix-ui/themes';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AlertRow } from '../../api/contract/alerts';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { providerQueries } from '../../api/queries/provider';
import { drillDownFilters } from '../../app/routes/filters';
import { presetRange, rangeToQuery, DEFAULT_PRESET } from '../../lib/date-presets';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';

const ACTION_COLOR = { Alert: 'amber', Report: 'blue', Block: 'red' } as const;

export function CompanyAlerts({ kind }: { kind: 'saas' | 'website' }) {
  const { t } = useTranslation('provider');
  const { id = '', name } = useParams();
  const { params, update } = useListParams(drillDownFilters);
  const page = params.page ?? 1;
  const range = useMemo(() => rangeToQuery(presetRange(DEFAULT_PRESET)), []);
  const filters = { ...range, q: params.q };
  const list = useQuery(providerQueries.alerts(id, kind, { ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(providerQueries.alertCount(id, kind, filters));
  const tabs = [
    { id: 'palisade-account-alerts-saas-apps', kind: 'saas', label: t('details.alerts.saas') },
    { id: 'palisade-account-alerts-website', kind: 'website', label: t('details.alerts.website') },
  ] as const;
  return (
    <Flex direction="column" gap="3">
      <TabNav.Root aria-label={t('details.alertTabs')} size="1">
        {tabs.map((tab) => (
          <TabNav.Link key={tab.id} asChild active={tab.kind === kind}>
            <RouterLink to={linkTo(tab.id, { id, name })}>{tab.label}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Heading as="h2" size="3">
        {t('alerts.heading', { kind: t(`details.alerts.${kind}`) })}
      </Heading>
      <Box maxWidth="360px">
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('alerts.searchLabel')} />
      </Box>
      <DataTable<AlertRow>
        caption={t('alerts.tableLabel', { kind: t(`details.alerts.${kind}`) })}
        size="1"
        columns={[
          { key: 'time', header: t('alerts.columns.time'), render: (a) => format(parseISO(a.time), 'MM/dd/yyyy HH:mm') },
          { key: 'person', header: t('alerts.columns.person'), render: (a) => a.person.email ?? a.person.name ?? '—', rowHeader: true },
          { key: 'endpoint', header: t('alerts.columns.endpoint'), render: (a) => a.endpoint.hostname ?? '—' },
          { key: 'target', header: t(kind === 'saas' ? 'alerts.columns.app' : 'alerts.columns.website'), render: (a) => a.app?.name ?? a.domain ?? '—' },
          { key: 'action', header: t('alerts.columns.action'), render: (a) => <Badge color={ACTION_COLOR[a.action]} variant="soft">{a.action}</Badge> },
          { key: 'reason', header: t('alerts.columns.reason'), render: (a) => a.reason },
          { key: 'browser', header: t('alerts.columns.browser'), render: (a) => a.browser },
        ]}
        rows={list.data}
        rowKey={(a) => a.id}
        busy={list.isPending}
        emptyText={t('alerts.empty')}
        loadingText={t('events.loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
