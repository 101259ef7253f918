// The list of e-mail templates (issue 16): which one, its subject, whether it is changed and when.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Text } from '@radix-ui/themes';
import type { TemplateSummary } from '../../api/contract/notifications';
import { notificationQueries } from '../../api/queries/notifications';
import { formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/data-table';

const SOURCE_COLORS = { account: 'blue', provider: 'violet', 'built-in': 'gray' } as const;

export function TemplateList({ scope, action }: { scope: 'account' | 'provider'; action: (row: TemplateSummary, name: string) => ReactNode }) {
  const { t } = useTranslation('notifications');
  const list = useQuery(notificationQueries.templates(scope));
  return (
    <DataTable<TemplateSummary>
      caption={t('editor.listLabel')}
      size="2"
      columns={[
        { key: 'name', header: t('editor.columns.name'), rowHeader: true, render: (r) => t(`templates.${r.trigger}`, { defaultValue: r.name }) },
        { key: 'subject', header: t('editor.columns.subject'), render: (r) => <Text style={{ overflowWrap: 'anywhere' }}>{r.subject}</Text> },
        { key: 'source', header: t('editor.columns.source'), render: (r) => <Badge color={SOURCE_COLORS[r.source]}>{t(`editor.source.${r.source}`)}</Badge> },
        { key: 'updated', header: t('editor.columns.updated'), render: (r) => (r.updated_at ? formatDateTime(r.updated_at) : t('logs.noAnswer')) },
        { key: 'actions', header: t('logs.actions'), render: (r) => action(r, t(`templates.${r.trigger}`, { defaultValue: r.name })) },
      ]}
      rows={list.data}
      rowKey={(r) => r.trigger}
      busy={list.isPending}
      error={list.isError || list.data === null ? {} : undefined}
      emptyText={t('editor.empty')}
      loadingText={t('loading')}
    />
  );
}
