// Logs › notifications-logs of /palisade-account-details/{id}/{name?} (issue 24): the messages the company
// sent, newest first, as its own Notification Logs list them, read-only, searchable and paged.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import type { NotificationRow } from '../../api/contract/notifications';
import { providerConfigQueries } from '../../api/queries/provider';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { CompanyGuard, LogTabs, useCompanyList } from './company-config';

const STATUS_COLOR = { Queued: 'blue', Sent: 'green', Failed: 'red', Stored: 'gray' } as const;

export default function CompanyNotificationLogs() {
  const { t } = useTranslation('provider');
  // template names as the company's own Notification Logs show them
  const { t: tn } = useTranslation('notifications');
  const { id, q, page, pager, search } = useCompanyList();
  const list = useQuery(providerConfigQueries.notifications(id, { q, ...page }));
  const count = useQuery(providerConfigQueries.notificationCount(id, { q }));
  return (
    <Flex direction="column" gap="3">
      <LogTabs current="notifications" />
      <CompanyGuard>
        <Heading as="h2" size="3">
          {t('details.logs.notifications')}
        </Heading>
        {search(t('logs.notifications.search'))}
        <DataTable<NotificationRow>
          caption={t('details.logs.notifications')}
          size="1"
          columns={[
            { key: 'time', header: t('logs.columns.time'), render: (m) => <Text wrap="nowrap">{formatDateTime(m.time)}</Text> },
            { key: 'recipient', header: t('logs.columns.recipient'), render: (m) => m.recipient, rowHeader: true },
            { key: 'template', header: t('logs.columns.template'), render: (m) => tn(`templates.${m.template}`, { defaultValue: m.template }) },
            { key: 'subject', header: t('logs.columns.subject'), render: (m) => m.subject },
            {
              key: 'status',
              header: t('logs.columns.status'),
              render: (m) => (
                <Flex direction="column" gap="1">
                  <Badge color={STATUS_COLOR[m.status]} variant="soft">
                    {t(`logs.notifications.status.${m.status}`)}
                  </Badge>
                  {m.smtp_response ? (
                    <Text size="1" color="gray">
                      {m.smtp_response}
                    </Text>
                  ) : null}
                </Flex>
              ),
            },
            { key: 'attempts', header: t('logs.columns.attempts'), render: (m) => m.attempts, align: 'right' },
          ]}
          rows={list.data}
          rowKey={(m) => m.id}
          busy={list.isPending}
          emptyText={t(q ? 'config.noMatch' : 'logs.notifications.empty')}
          loadingText={t('events.loading')}
          pager={pager(count.data)}
        />
      </CompanyGuard>
    </Flex>
  );
}
