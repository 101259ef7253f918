// Configurations › email-templates of /palisade-account-details/{id}/{name?} (issue 24): which e-mail template
// the company sends for each trigger (its own, the provider's default or the built-in one); Edit opens the
// company's version in /add-email-template.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Link, Text } from '@radix-ui/themes';
import type { TemplateSummary } from '../../api/contract/notifications';
import { providerConfigQueries } from '../../api/queries/provider';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
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
          {
            key: 'edit',
            header: t('config.columns.actions'),
            render: (m) => (
              <Link asChild size="2">
                <RouterLink to={linkTo('add-email-template', { id }, { t: m.trigger })} aria-label={t('config.templates.editLabel', { name: m.name })}>
                  {t('config.templates.edit')}
                </RouterLink>
              </Link>
            ),
          },
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
