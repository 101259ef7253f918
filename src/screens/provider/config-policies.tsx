// Configurations › Policies of /palisade-account-details/{id}/{name?} (issue 24): the company's policy version
// and how far it has reached its endpoints, as its own Policies screens show it (GET /policy-status).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, DataList, Text } from '@radix-ui/themes';
import { providerConfigQueries } from '../../api/queries/provider';
import { formatDateTime } from '../../lib/format';
import { CenteredLoading } from '../../app/layout/centered-loading';
import { ErrorState } from '../../ui/error-state';
import { ConfigSection, useCompanyList } from './company-config';

export default function CompanyPolicies() {
  const { t } = useTranslation('provider');
  const { id } = useCompanyList();
  const status = useQuery(providerConfigQueries.policyStatus(id));
  const s = status.data;
  return (
    <ConfigSection tab="policies">
      {status.isPending ? (
        <CenteredLoading />
      ) : !s ? (
        <ErrorState />
      ) : (
        <Card>
          {s.version === 0 ? (
            <Text as="p" size="2" mb="3">
              {t('config.policies.never')}
            </Text>
          ) : null}
          <DataList.Root>
            <DataList.Item>
              <DataList.Label>{t('config.policies.version')}</DataList.Label>
              <DataList.Value>{s.version}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('config.policies.updated')}</DataList.Label>
              <DataList.Value>{s.updated_at ? formatDateTime(s.updated_at) : '—'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('config.policies.total')}</DataList.Label>
              <DataList.Value>{s.endpoints_total}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('config.policies.online', { minutes: s.online_window_minutes })}</DataList.Label>
              <DataList.Value>{s.online}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('config.policies.appliedOnline')}</DataList.Label>
              <DataList.Value>{t('config.policies.ofOnline', { applied: s.applied_online, online: s.online })}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('config.policies.appliedTotal')}</DataList.Label>
              <DataList.Value>{t('config.policies.ofTotal', { applied: s.applied_total, total: s.endpoints_total })}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('config.policies.pending')}</DataList.Label>
              <DataList.Value>{s.pending_offline}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Card>
      )}
    </ConfigSection>
  );
}
