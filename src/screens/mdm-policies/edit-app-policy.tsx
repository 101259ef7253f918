// /edit-app-policy/:id: one app policy's reach ("applied on N of M", compliance by installed apps), every
// device it applies to, and the form to change it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Badge, Card, DataList, Flex, Text } from '@radix-ui/themes';
import type { AppPolicyDetail, AppPolicyDevice } from '../../api/contract/mdm-policies';
import { mdmPoliciesMutations, mdmPoliciesQueries } from '../../api/queries/mdm-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { AppPolicyReachText } from '../../domain/mdm-policies/app-policy-list';
import { ErrorState } from '../../ui/error-state';
import { MultiValue } from '../../ui/multi-value';
import { AppPolicyForm, formOf } from './app-policy-form';
import { DeviceList, useDevicePage } from './shared';

function Reach({ policy }: { policy: AppPolicyDetail }) {
  const { t } = useTranslation('mdm-policies');
  return (
    <Card size="2">
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>{t('edit.applied')}</DataList.Label>
          <DataList.Value data-testid="app-policy-applied">
            <AppPolicyReachText policy={policy} />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('edit.compliant')}</DataList.Label>
          <DataList.Value data-testid="app-policy-compliant">{t('edit.compliantOf', policy.reach)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('edit.apps')}</DataList.Label>
          <DataList.Value>
            <MultiValue content={policy.subject.apps} />
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}

function Devices({ id }: { id: string }) {
  const { t } = useTranslation('mdm-policies');
  const paging = useDevicePage();
  const list = useQuery(mdmPoliciesQueries.policyDevices(id, { page: paging.page, size: paging.size }));
  const count = useQuery(mdmPoliciesQueries.policyDeviceCount(id));
  return (
    <DeviceList<AppPolicyDevice>
      title={t('edit.devices')}
      caption={t('edit.deviceTable')}
      emptyText={t('edit.noDevices')}
      rows={list.data}
      failed={list.isError}
      total={count.data}
      paging={paging}
      columns={[
        { key: 'installed', header: t('devices.installed'), render: (d) => <MultiValue content={d.installed} placeholder={t('devices.noneInstalled')} /> },
        { key: 'applied', header: t('devices.applied'), render: (d) => <Badge color={d.applied ? 'green' : 'gray'}>{d.applied ? t('devices.yes') : t('devices.pending')}</Badge> },
        { key: 'status', header: t('devices.status'), render: (d) => <Badge color={d.compliant ? 'green' : 'amber'}>{d.compliant ? t('devices.compliant') : t('devices.nonCompliant')}</Badge> },
      ]}
    />
  );
}

export default function EditAppPolicy() {
  const { t } = useTranslation('mdm-policies');
  const id = useParams().id ?? '';
  const policy = useQuery({ ...mdmPoliciesQueries.policy(id), retry: false, enabled: id !== '' });
  const save = useMutation(mdmPoliciesMutations.updatePolicy());
  usePageHeading({ subheading: policy.data ? t('form.editSubtitle', { name: policy.data.subject.name }) : undefined });
  if (id && policy.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!policy.data) return <ErrorState title={t('form.notFound')} subtitle={t('form.notFoundHelp')} />;
  return (
    <Flex direction="column" gap="4">
      <Reach policy={policy.data} />
      <AppPolicyForm key={policy.data.id} initial={formOf(policy.data)} save={(body) => save.mutateAsync({ id, body })} />
      <Devices id={policy.data.id} />
    </Flex>
  );
}
