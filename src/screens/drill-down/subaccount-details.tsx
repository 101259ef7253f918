// /{parentname}/{id}/subaccount/details/{name?} (spec part 2 §2.6 account drill-down): one sub-account of an
// operated company: status, figures and features, from GET /provider/subaccounts/{id}. When the operator
// manages the sub-account itself, its own drill-down pages are linked; otherwise only its admins see them.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Callout, Flex, Link, Text } from '@radix-ui/themes';
import { FEATURE_FLAGS } from '../../api/contract/common';
import { drillDownQueries } from '../../api/queries/drill-down';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDate } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { CompanyNav, DetailsCard, Field } from './company-nav';

export default function SubaccountDetails() {
  const { t } = useTranslation('drill-down');
  const { parentname = '', id = '', name } = useParams();
  const sub = useQuery(drillDownQueries.subaccount(id));
  const s = sub.data;
  const parent = s?.parent_name ?? parentname;
  usePageHeading({ heading: s?.name ?? name, subheading: parent ? t('subaccount.subtitle', { parent }) : undefined });
  return (
    <Flex direction="column" gap="4">
      {s?.operated ? <CompanyNav id={s.id} name={s.name} active="user-account" /> : null}
      {s ? (
        <Link asChild size="2">
          <RouterLink to={linkTo('subaccount', { id: s.parent_id, name: parent || undefined })}>{t('subaccount.backToParent', { parent })}</RouterLink>
        </Link>
      ) : null}
      {sub.isPending ? <Text color="gray">{t('loading')}</Text> : null}
      {sub.isError ? <ErrorState subtitle={t('subaccount.notFound')} /> : null}
      {s ? (
        <Flex gap="4" wrap="wrap">
          <DetailsCard title={t('overview.summary')}>
            <Field label={t('overview.status')}>
              <Badge color={s.status === 'ACTIVE' ? 'green' : 'amber'} variant="soft">
                {t(`status.${s.status}`)}
              </Badge>
            </Field>
            <Field label={t('overview.parent')}>{s.parent_name ?? t('overview.noParent')}</Field>
            <Field label={t('overview.clientId')}>{s.client_id}</Field>
            <Field label={t('overview.created')}>{formatDate(s.created_at)}</Field>
            <Field label={t('subaccounts.columns.endpoints')}>{s.endpoint_count}</Field>
            <Field label={t('overview.people')}>{s.people_count}</Field>
          </DetailsCard>
          <DetailsCard title={t('subaccount.flags')}>
            {FEATURE_FLAGS.map((f) => (
              <Field key={f} label={t(`flags.${f}`)}>
                <Badge color={s.flags[f] ? 'green' : 'gray'} variant="soft">
                  {s.flags[f] ? t('on') : t('off')}
                </Badge>
              </Field>
            ))}
          </DetailsCard>
        </Flex>
      ) : null}
      {s && !s.operated ? (
        <Callout.Root color="gray" variant="surface">
          <Callout.Text>{t('subaccount.notOperated')}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}
