// A company's admin actions (audit rows), newest first: the Company Details summary and the admin-event-logs tab.
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import type { AdminEvent } from '../../api/contract/provider';
import { DataTable } from '../../ui/data-table';
import type { PagerProps } from '../../ui/pager';

export function EventsTable({ rows, emptyText, busy, pager }: { rows: AdminEvent[] | null | undefined; emptyText: string; busy?: boolean; pager?: PagerProps }) {
  const { t } = useTranslation('provider');
  return (
    <DataTable<AdminEvent>
      caption={t('events.tableLabel')}
      size="1"
      columns={[
        { key: 'at', header: t('events.columns.at'), render: (e) => format(parseISO(e.at), 'MM/dd/yyyy HH:mm') },
        { key: 'email', header: t('events.columns.email'), render: (e) => e.email, rowHeader: true },
        { key: 'role', header: t('events.columns.role'), render: (e) => e.role ?? '—' },
        { key: 'action', header: t('events.columns.action'), render: (e) => <code>{e.action}</code> },
        { key: 'target', header: t('events.columns.target'), render: (e) => e.target },
      ]}
      rows={rows}
      rowKey={(e) => e.id}
      busy={busy}
      emptyText={emptyText}
      loadingText={t('events.loading')}
      pager={pager}
    />
  );
}
