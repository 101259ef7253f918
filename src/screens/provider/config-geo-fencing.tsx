// Configurations › Geo-Fencing of /palisade-account-details/{id}/{name?} (issue 24): the company's geo-fences
// as its own /geo-fencing lists them, read-only, searchable and paged.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GeoFenceRow } from '../../api/contract/web-policies';
import { providerConfigQueries } from '../../api/queries/provider';
import { countryName } from '../../lib/countries';
import { formatDate } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { MultiValue } from '../../ui/multi-value';
import { ActionBadge, ConfigSection, useCompanyList } from './company-config';

export default function CompanyGeoFencing() {
  const { t } = useTranslation('provider');
  const { id, q, page, pager, search } = useCompanyList();
  const list = useQuery(providerConfigQueries.geoFences(id, { q, ...page }));
  const count = useQuery(providerConfigQueries.geoFenceCount(id, { q }));
  return (
    <ConfigSection tab="geo">
      {search(t('config.geo.search'))}
      <DataTable<GeoFenceRow>
        caption={t('config.geo.heading')}
        size="1"
        columns={[
          { key: 'name', header: t('config.columns.name'), render: (f) => f.name, rowHeader: true },
          { key: 'countries', header: t('config.columns.countries'), render: (f) => <MultiValue content={f.countries.map(countryName)} /> },
          { key: 'action', header: t('config.columns.action'), render: (f) => <ActionBadge action={f.action} /> },
          { key: 'updated', header: t('config.columns.updated'), render: (f) => formatDate(f.updated_at) },
        ]}
        rows={list.data}
        rowKey={(f) => f.id}
        busy={list.isPending}
        emptyText={t(q ? 'config.noMatch' : 'config.geo.empty')}
        loadingText={t('events.loading')}
        pager={pager(count.data)}
      />
    </ConfigSection>
  );
}
