// /notification-logs (Logs, issue 16): every message the company sent or stored — recipient, template,
// subject, delivery status with the SMTP answer, time and what it was about — paged on the server,
// searchable, filtered by status and date range from the URL; a message opens with its parts.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Flex, Select, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { MAIL_STATUSES, type MailStatus, type NotificationRow } from '../../api/contract/notifications';
import { notificationQueries } from '../../api/queries/notifications';
import { notificationLogFilters } from '../../app/routes/filters';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { DateRangePicker } from '../../ui/date-range-picker';
import { SearchBox } from '../../ui/search-box';
import { useDateRange } from '../../ui/use-date-range';
import { useListParams } from '../../ui/use-list-params';
import { STATUS_COLORS } from './labels';
import { MessageDialog } from './message-dialog';

const ALL = 'all';

export default function NotificationLogs() {
  const { t } = useTranslation('notifications');
  const { params, update } = useListParams(notificationLogFilters);
  const [range, setRange] = useDateRange();
  const [open, setOpen] = useState<NotificationRow | null>(null);
  const page = params.page ?? 1;
  const status = params.status?.[0];
  const filters = { q: params.q, status: params.status, s: range.s, e: range.e };
  const list = useQuery(notificationQueries.logs({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(notificationQueries.logCount(filters));
  const filtered = Boolean(params.q || params.status?.length);

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <Box width="320px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('logs.searchLabel')} placeholder={t('logs.searchPlaceholder')} />
        </Box>
        <Flex direction="column" gap="1">
          <Text as="label" size="1" color="gray" id="notification-status-label">
            {t('logs.statusLabel')}
          </Text>
          <Select.Root value={status ?? ALL} onValueChange={(v) => update({ status: v === ALL ? undefined : [v] })}>
            <Select.Trigger aria-labelledby="notification-status-label" style={{ minWidth: 140 }} />
            <Select.Content>
              <Select.Item value={ALL}>{t('logs.allStatuses')}</Select.Item>
              {MAIL_STATUSES.map((s) => (
                <Select.Item key={s} value={s}>
                  {t(`status.${s}`)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <DateRangePicker value={range} onChange={setRange} label={t('logs.rangeLabel')} />
      </Flex>
      <DataTable<NotificationRow>
        caption={t('logs.tableLabel')}
        size="1"
        columns={[
          { key: 'time', header: t('logs.columns.time'), render: (m) => <Text wrap="nowrap">{formatDateTime(m.time)}</Text> },
          { key: 'recipient', header: t('logs.columns.recipient'), rowHeader: true, render: (m) => <Text style={{ overflowWrap: 'break-word' }}>{m.recipient}</Text> },
          { key: 'template', header: t('logs.columns.template'), render: (m) => t(`templates.${m.template}`, { defaultValue: m.template }) },
          { key: 'subject', header: t('logs.columns.subject'), render: (m) => m.subject },
          {
            key: 'status',
            header: t('logs.columns.status'),
            render: (m) => (
              <Badge color={STATUS_COLORS[m.status as MailStatus]} title={t(`statusHint.${m.status}`)}>
                {t(`status.${m.status}`)}
              </Badge>
            ),
          },
          {
            key: 'answer',
            header: t('logs.columns.answer'),
            render: (m) => (
              <Text size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
                {m.smtp_response ?? t('logs.noAnswer')}
              </Text>
            ),
          },
          {
            key: 'related',
            header: t('logs.columns.related'),
            render: (m) => (m.related ? `${t(`logs.related.${m.related.type}`, { defaultValue: m.related.type })}: ${m.related.label}` : t('logs.noAnswer')),
          },
          {
            key: 'actions',
            header: t('logs.actions'),
            render: (m) => (
              <Button size="1" variant="soft" onClick={() => setOpen(m)} aria-label={t('logs.viewLabel', { recipient: m.recipient })}>
                {t('logs.view')}
              </Button>
            ),
          },
        ]}
        rows={list.data}
        rowKey={(m) => m.id}
        busy={list.isPending}
        error={list.isError || list.data === null ? {} : undefined}
        emptyText={filtered ? t('logs.emptyFiltered') : t('logs.empty')}
        loadingText={t('loading')}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
      {open ? <MessageDialog id={open.id} recipient={open.recipient} onClose={() => setOpen(null)} /> : null}
    </Flex>
  );
}
