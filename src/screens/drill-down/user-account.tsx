// /user-account/{id}/{name?} (spec part 2 §2.6 account drill-down): one operated company at a glance for its
// operator: status, parent, its dashboard's endpoint and alert figures, and its console users (the admins who
// sign in to the console), from GET /provider/companies/{id}. A customer admin's call answers 403.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import type { CompanyAdmin } from '../../api/contract/provider';
import { formatDate } from '../../lib/format';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { CompanyNav, DetailsCard, Field, useCompanyHeading } from './company-nav';

export default function UserAccount() {
  const { t } = useTranslation('drill-down');
  const { id = '', name } = useParams();
  const { company, name: companyName } = useCompanyHeading(id, name, 'overview.subtitle');
  const c = company.data;
  return (
    <Flex direction="column" gap="4">
      <CompanyNav id={id} name={companyName} active="user-account" />
      {company.isError ? <ErrorState subtitle={t('notFound')} /> : null}
      {company.isPending ? <Text color="gray">{t('loading')}</Text> : null}
      {c ? (
        <Flex wrap="wrap">
          <DetailsCard title={t('overview.summary')}>
            <Field label={t('overview.status')}>
              <Badge color={c.status === 'ACTIVE' ? 'green' : 'amber'} variant="soft">
                {t(`status.${c.status}`)}
              </Badge>
            </Field>
            <Field label={t('overview.parent')}>{c.parent_name ?? t('overview.noParent')}</Field>
            <Field label={t('overview.clientId')}>{c.client_id}</Field>
            <Field label={t('overview.created')}>{formatDate(c.created_at)}</Field>
            <Field label={t('overview.endpoints')}>{t('overview.endpointsValue', { online: c.endpoints_online, total: c.endpoints_total })}</Field>
            <Field label={t('overview.people')}>{c.people}</Field>
            <Field label={t('overview.alerts')}>{c.alerts_week}</Field>
          </DetailsCard>
        </Flex>
      ) : null}
      {company.isError ? null : (
        <Flex direction="column" gap="2">
          <Heading as="h2" size="3">
            {t('overview.consoleUsers')}
          </Heading>
          <DataTable<CompanyAdmin>
            caption={t('overview.consoleUsers')}
            columns={[
              { key: 'name', header: t('overview.columns.name'), rowHeader: true, render: (m) => m.name || '—' },
              { key: 'email', header: t('overview.columns.email'), render: (m) => m.email },
              { key: 'role', header: t('overview.columns.role'), render: (m) => m.role },
              {
                key: 'state',
                header: t('overview.columns.state'),
                render: (m) => (
                  <Badge color={m.invited ? 'amber' : 'green'} variant="soft">
                    {m.invited ? t('overview.invited') : t('overview.active')}
                  </Badge>
                ),
              },
              { key: 'created', header: t('overview.columns.created'), render: (m) => formatDate(m.created_at) },
            ]}
            rows={c?.admins}
            rowKey={(m) => m.id}
            busy={company.isPending}
            emptyText={t('overview.consoleUsersEmpty')}
            loadingText={t('loading')}
          />
        </Flex>
      )}
    </Flex>
  );
}
