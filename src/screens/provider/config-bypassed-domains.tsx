// Configurations › bypassed-domains of /palisade-account-details/{id}/{name?} (issue 24): the company's
// bypassed apps and domains as its own /excluded-domains lists them, read-only, searchable and paged.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Text } from '@radix-ui/themes';
import type { BypassRow } from '../../api/contract/web-policies';
import { providerConfigQueries } from '../../api/queries/provider';
import { formatDate } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { ConfigSection, useCompanyList } from './company-config';

export default function CompanyBypassedDomains() {
  const { t } = useTranslation('provider');
  const { id, q, page, pager, search } = useCompanyList();
  const list = useQuery(providerConfigQueries.bypasses(id, { q, ...page }));
  const count = useQuery(providerConfigQueries.bypassCount(id, { q }));
  return (
    <ConfigSection tab="bypassed">
      {search(t('config.bypassed.search'))}
      <DataTable<BypassRow>
        caption={t('config.bypassed.heading')}
        size="1"
        columns={[
          { key: 'name', header: t('config.columns.name'), render: (b) => b.name, rowHeader: true },
          { key: 'kind', header: t('config.columns.kind'), render: (b) => <Badge variant="soft">{t(`config.bypassed.kinds.${b.kind}`)}</Badge> },
          { key: 'domains', header: t('config.columns.domains'), render: (b) => <MultiValue content={b.domains} /> },
          { key: 'description', header: t('config.columns.description'), render: (b) => b.description ?? <Text color="gray">—</Text> },
          { key: 'updated', header: t('config.columns.updated'), render: (b) => formatDate(b.updated_at) },
        ]}
        rows={list.data}
        rowKey={(b) => b.id}
        busy={list.isPending}
        emptyText={t(q ? 'config.noMatch' : 'config.bypassed.empty')}
        loadingText={t('events.loading')}
        pager={pager(count.data)}
      />
    </ConfigSection>
  );
}
