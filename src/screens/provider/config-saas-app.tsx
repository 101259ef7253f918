// Configurations › saas-app of /palisade-account-details/{id}/{name?} (issue 24): the apps the company
// classified itself, as its own /saas-account lists them, read-only, searchable and paged.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Text } from '@radix-ui/themes';
import type { AccountApp } from '../../api/contract/saas';
import { providerConfigQueries } from '../../api/queries/provider';
import { formatDate } from '../../lib/format';
import { AccessTag } from '../../ui/access-tag';
import { AppIcon } from '../../ui/app-icon';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { ConfigSection, useCompanyList } from './company-config';

export default function CompanySaasApps() {
  const { t } = useTranslation('provider');
  const { id, q, page, pager, search } = useCompanyList();
  const list = useQuery(providerConfigQueries.saasApps(id, { q, ...page }));
  const count = useQuery(providerConfigQueries.saasAppCount(id, { q }));
  return (
    <ConfigSection tab="saas">
      {search(t('config.saas.search'))}
      <DataTable<AccountApp>
        caption={t('config.saas.heading')}
        size="1"
        columns={[
          {
            key: 'name',
            header: t('config.columns.app'),
            rowHeader: true,
            render: (a) => (
              <Flex align="center" gap="2">
                {/* an uploaded custom image is the company's own: the operator sees the icon of catalog apps only */}
                <AppIcon icon={a.is_custom ? null : a.icon} />
                <Text>{a.name}</Text>
              </Flex>
            ),
          },
          { key: 'categories', header: t('config.columns.categories'), render: (a) => <MultiValue content={a.categories} /> },
          { key: 'access', header: t('config.columns.access'), render: (a) => <AccessTag value={a.access_type} action={a.action_type} /> },
          { key: 'custom', header: t('config.columns.source'), render: (a) => t(a.is_custom ? 'config.saas.custom' : 'config.saas.catalog') },
          { key: 'updated', header: t('config.columns.updated'), render: (a) => (a.updated_at ? formatDate(a.updated_at) : '—') },
          { key: 'by', header: t('config.columns.by'), render: (a) => a.updated_by ?? '—' },
        ]}
        rows={list.data}
        rowKey={(a) => a.name}
        busy={list.isPending}
        emptyText={t(q ? 'config.noMatch' : 'config.saas.empty')}
        loadingText={t('events.loading')}
        pager={pager(count.data)}
      />
    </ConfigSection>
  );
}
