// Configurations › email-templates of /palisade-account-details/{id}/{name?} (issue 24): which e-mail template
// the company sends for each trigger (its own, the provider's default or the built-in one), read-only.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Text } from '@radix-ui/themes';
import type { TemplateSummary } from '../../api/contract/notifications';
import { providerConfigQueries } from '../../api/queries/provider';
import { formatDate } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { ConfigSection, useCompanyList } from './company-config';

const SOURCE_COLOR = { account: 'blue', provider: 'gray', 'built-in': 'gray' } as const;

export default function CompanyEmailTemplates() {
  const { t } = useTranslation('provider');
  const { id } = useCompanyList();
  const templates = useQuery(providerConfigQueries.emailTemplates(id));
  return (
    <ConfigSection tab="templates">
      <DataTable<TemplateSummary>
        caption={t('config.templates.heading')}
        size="1"
        columns={[
          {
            key: 'name',
            header: t('config.columns.template'),
            rowHeader: true,
            render: (m) => (
              <>
                <Text as="div">{m.name}</Text>
                <Text as="div" size="1" color="gray">
                  {m.description}
                </Text>
              </>
            ),
          },
          { key: 'subject', header: t('config.columns.subject'), render: (m) => m.subject },
          { key: 'source', header: t('config.columns.source'), render: (m) => <Badge color={SOURCE_COLOR[m.source]} variant="soft">{t(`config.templates.source.${m.source}`)}</Badge> },
          { key: 'updated', header: t('config.columns.updated'), render: (m) => (m.updated_at ? formatDate(m.updated_at) : '—') },
          { key: 'by', header: t('config.columns.by'), render: (m) => m.updated_by ?? '—' },
        ]}
        rows={templates.isError ? null : templates.data}
        rowKey={(m) => m.trigger}
        busy={templates.isPending}
        emptyText={t('config.templates.empty')}
        loadingText={t('events.loading')}
      />
    </ConfigSection>
  );
}
