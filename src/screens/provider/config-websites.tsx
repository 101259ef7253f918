// Configurations › websites of /palisade-account-details/{id}/{name?} (issue 24): the company's blocked
// website categories and blocked websites, as its own /config-websites shows them, read-only.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heading } from '@radix-ui/themes';
import type { BlockedCategoryRow, BlockedWebsiteRow } from '../../api/contract/web-policies';
import { providerConfigQueries } from '../../api/queries/provider';
import { formatDate } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { ActionBadge, ConfigSection, useCompanyList } from './company-config';

export default function CompanyWebsites() {
  const { t } = useTranslation('provider');
  const { id, q, page, pager, search } = useCompanyList();
  const categories = useQuery(providerConfigQueries.blockedCategories(id));
  const list = useQuery(providerConfigQueries.blockedWebsites(id, { q, ...page }));
  const count = useQuery(providerConfigQueries.blockedWebsiteCount(id, { q }));
  return (
    <ConfigSection tab="websites">
      <Heading as="h3" size="2">
        {t('config.websites.categories')}
      </Heading>
      <DataTable<BlockedCategoryRow>
        caption={t('config.websites.categories')}
        size="1"
        columns={[
          { key: 'category', header: t('config.columns.category'), render: (c) => c.category, rowHeader: true },
          { key: 'action', header: t('config.columns.action'), render: (c) => <ActionBadge action={c.action} /> },
          { key: 'websites', header: t('config.columns.websites'), render: (c) => c.websites },
          { key: 'created', header: t('config.columns.created'), render: (c) => formatDate(c.created_at) },
          { key: 'by', header: t('config.columns.by'), render: (c) => c.created_by ?? '—' },
        ]}
        rows={categories.isError ? null : categories.data}
        rowKey={(c) => c.category}
        busy={categories.isPending}
        emptyText={t('config.websites.noCategories')}
        loadingText={t('events.loading')}
      />
      <Heading as="h3" size="2">
        {t('config.websites.websites')}
      </Heading>
      {search(t('config.websites.search'))}
      <DataTable<BlockedWebsiteRow>
        caption={t('config.websites.websites')}
        size="1"
        columns={[
          { key: 'domain', header: t('config.columns.domain'), render: (w) => w.domain, rowHeader: true },
          { key: 'app', header: t('config.columns.app'), render: (w) => w.application_name ?? '—' },
          { key: 'categories', header: t('config.columns.categories'), render: (w) => <MultiValue content={w.categories} /> },
          { key: 'action', header: t('config.columns.action'), render: (w) => <ActionBadge action={w.action} /> },
          { key: 'created', header: t('config.columns.created'), render: (w) => formatDate(w.created_at) },
          { key: 'by', header: t('config.columns.by'), render: (w) => w.created_by ?? '—' },
        ]}
        rows={list.data}
        rowKey={(w) => w.domain}
        busy={list.isPending}
        emptyText={t(q ? 'config.noMatch' : 'config.websites.noWebsites')}
        loadingText={t('events.loading')}
        pager={pager(count.data)}
      />
    </ConfigSection>
  );
}
