// Logs › common-errors-logs of /palisade-account-details/{id}/{name?} (issue 24): the errors the company's
// agents reported, newest first, as its own Copilot Error Logs list them, read-only, searchable and paged.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import type { ErrorLogRow } from '../../api/contract/logs';
import { providerConfigQueries } from '../../api/queries/provider';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { AGENT_ERROR_SEVERITY_COLORS, AgentErrorMessage } from '../../domain/fleet/agent-error';
import { CompanyGuard, LogTabs, useCompanyList } from './company-config';


export default function CompanyErrorLogs() {
  const { t } = useTranslation('provider');
  const { id, q, page, pager, search } = useCompanyList();
  const list = useQuery(providerConfigQueries.errorLogs(id, { q, ...page }));
  const count = useQuery(providerConfigQueries.errorLogCount(id, { q }));
  return (
    <Flex direction="column" gap="3">
      <LogTabs current="errors" />
      <CompanyGuard>
        <Heading as="h2" size="3">
          {t('details.logs.errors')}
        </Heading>
        {search(t('logs.errors.search'))}
        <DataTable<ErrorLogRow>
          caption={t('details.logs.errors')}
          size="1"
          columns={[
            { key: 'time', header: t('logs.columns.time'), render: (r) => <Text wrap="nowrap">{formatDateTime(r.time)}</Text> },
            { key: 'endpoint', header: t('logs.columns.endpoint'), render: (r) => <Text wrap="nowrap">{r.endpoint.hostname}</Text>, rowHeader: true },
            { key: 'person', header: t('logs.columns.person'), render: (r) => <Text title={r.person.email}>{r.person.name}</Text> },
            { key: 'severity', header: t('logs.columns.severity'), render: (r) => <Badge color={AGENT_ERROR_SEVERITY_COLORS[r.severity]} variant="soft">{t(`logs.errors.severity.${r.severity}`)}</Badge> },
            { key: 'component', header: t('logs.columns.component'), render: (r) => <Text wrap="nowrap">{r.component}</Text> },
            {
              // the code over its message, as the company's own Copilot Error Logs show them, so the table fits
              key: 'message',
              header: t('logs.columns.message'),
              render: (r) => <AgentErrorMessage code={r.code} message={r.message} />,
            },
            { key: 'version', header: t('logs.columns.agentVersion'), render: (r) => <Text wrap="nowrap">{r.agent_version}</Text> },
          ]}
          rows={list.data}
          rowKey={(r) => r.id}
          busy={list.isPending}
          emptyText={t(q ? 'config.noMatch' : 'logs.errors.empty')}
          loadingText={t('events.loading')}
          pager={pager(count.data)}
        />
      </CompanyGuard>
    </Flex>
  );
}
