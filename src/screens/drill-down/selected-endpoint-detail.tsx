// /selected-endpoint-detail/{accountId}/{name}/{id} (spec part 2 §2.6 account drill-down): one endpoint of an
// operated company, the detail its own /endpoint-details page shows (GET /devices/{id} through
// GET /provider/companies/{accountId}/devices/{id}), read-only for the operator.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Heading, Link, Text } from '@radix-ui/themes';
import { drillDownQueries } from '../../api/queries/drill-down';
import { ComplianceBadge, DeviceStatusBadge } from '../../domain/fleet/badges';
import { formatDate, formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { CompanyNav, DetailsCard, Field, useCompanyHeading } from './company-nav';

export default function SelectedEndpointDetail() {
  const { t } = useTranslation('drill-down');
  const { accountId = '', name, id = '' } = useParams();
  const { name: companyName } = useCompanyHeading(accountId, name, 'endpoint.subtitle');
  const device = useQuery(drillDownQueries.device(accountId, id));
  const d = device.data;
  const yesNo = (v: boolean) => (v ? t('endpoint.yes') : t('endpoint.no'));
  return (
    <Flex direction="column" gap="4">
      <CompanyNav id={accountId} name={companyName} active="account-endpoint-list" />
      <Link asChild size="2">
        <RouterLink to={linkTo('account-endpoint-list', { id: accountId, name: companyName || undefined })}>{t('endpoint.back')}</RouterLink>
      </Link>
      {device.isPending ? <Text color="gray">{t('loading')}</Text> : null}
      {device.isError ? <ErrorState subtitle={t('endpoint.notFound')} /> : null}
      {d ? (
        <>
          <Heading as="h2" size="5">
            {d.hostname}
          </Heading>
          <Flex gap="4" wrap="wrap">
            <DetailsCard title={t('endpoint.hardware')}>
              <Field label={t('endpoint.serial')}>{d.serial}</Field>
              <Field label={t('endpoint.platform')}>{`${d.platform_family} (${d.platform})`}</Field>
              <Field label={t('endpoint.os')}>{`${d.os_name} ${d.os_version}`}</Field>
              <Field label={t('endpoint.agent')}>{d.agent_version}</Field>
              <Field label={t('endpoint.status')}>
                <DeviceStatusBadge status={d.status} />
              </Field>
              <Field label={t('endpoint.lastSeen')}>{formatDateTime(d.last_seen)}</Field>
              <Field label={t('endpoint.enrolled')}>{formatDate(d.enrolled_at)}</Field>
            </DetailsCard>
            <DetailsCard title={t('endpoint.management')}>
              <Field label={t('endpoint.compliance')}>
                <ComplianceBadge state={d.compliance_state} />
              </Field>
              <Field label={t('endpoint.mdm')}>{yesNo(d.mdm_managed)}</Field>
              <Field label={t('endpoint.encryption')}>{yesNo(d.disk_encrypted)}</Field>
              <Field label={t('endpoint.owner')}>{d.owner ? `${d.owner.name} (${d.owner.email})` : t('endpoints.noOwner')}</Field>
              <Field label={t('endpoint.department')}>{d.owner_department ?? '—'}</Field>
              <Field label={t('endpoint.groups')}>{d.groups.length ? d.groups.join(', ') : '—'}</Field>
              <Field label={t('endpoint.policy')}>{d.policy_applied_at ? `${d.policy_version} · ${formatDateTime(d.policy_applied_at)}` : String(d.policy_version)}</Field>
            </DetailsCard>
          </Flex>
        </>
      ) : null}
    </Flex>
  );
}
