// /account-settings (spec part 1 §3): the signed-in account's details, read-only.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Avatar, Badge, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { isBillingEnabled, type AccountDetails } from '../../api/contract/accounts';
import { accountQueries } from '../../api/queries/accounts';
import { usePageHeading } from '../../app/layout/page-heading';
import { useSession } from '../../app/session/use-session';
import { ErrorState } from '../../ui/error-state';
import { TwoFactorSettings } from '../../domain/auth/two-factor-settings';

function day(iso: string): string {
  return format(parseISO(iso), 'MM/dd/yyyy');
}

/** The logo is stored as base64; a bare payload gets its image type from its first bytes. */
export function logoSource(logo: string): string {
  if (logo.startsWith('data:')) return logo;
  const type = logo.startsWith('PHN2') || logo.startsWith('PD94') ? 'image/svg+xml' : logo.startsWith('/9j/') ? 'image/jpeg' : logo.startsWith('R0lG') ? 'image/gif' : 'image/png';
  return `data:${type};base64,${logo}`;
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

// "on" means the feature is available; session logs are on unless disable_session_logs is set.
const FEATURES: readonly { id: string; on: (a: AccountDetails) => boolean }[] = [
  { id: 'dlp', on: (a) => a.enable_dlp },
  { id: 'vpn', on: (a) => a.enable_vpn },
  { id: 'mdm', on: (a) => a.enable_mdm },
  { id: 'commands', on: (a) => a.enable_execute_command },
  { id: 'sessionLogs', on: (a) => !a.disable_session_logs },
];

function OnOff({ on }: { on: boolean }) {
  const { t } = useTranslation('account-settings');
  return <Badge color={on ? 'green' : 'gray'}>{on ? t('on') : t('off')}</Badge>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="3">
        {title}
      </Heading>
      {children}
    </Card>
  );
}

function Details({ account }: { account: AccountDetails }) {
  const { t } = useTranslation('account-settings');
  const billing = isBillingEnabled(account);
  return (
    <Flex direction="column" gap="4">
      <Section title={t('sections.company')}>
        <Flex gap="4" align="start">
          <Avatar size="6" src={account.logo ? logoSource(account.logo) : undefined} fallback={initials(account.name)} alt={t('logoAlt', { name: account.name })} />
          <DataList.Root>
            <DataList.Item>
              <DataList.Label>{t('fields.name')}</DataList.Label>
              <DataList.Value>{account.name}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('fields.clientId')}</DataList.Label>
              <DataList.Value>
                <Text style={{ fontFamily: 'var(--code-font-family)' }}>{account.client_id}</Text>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('fields.created')}</DataList.Label>
              <DataList.Value>{day(account.created_at)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('fields.onboarding')}</DataList.Label>
              <DataList.Value>{account.user_onboarding_required ? t('yes') : t('no')}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('fields.groupByCategory')}</DataList.Label>
              <DataList.Value>
                <OnOff on={account.group_by_category} />
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
        </Flex>
      </Section>

      <Section title={t('sections.billing')}>
        {billing ? (
          <DataList.Root>
            <DataList.Item>
              <DataList.Label>{t('fields.billingPeriod')}</DataList.Label>
              <DataList.Value>{account.billing_period}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('fields.billingType')}</DataList.Label>
              <DataList.Value>{account.billing_type}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('fields.unitAmount')}</DataList.Label>
              <DataList.Value>{account.unit_amount?.toLocaleString('en-US')}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('fields.billingStart')}</DataList.Label>
              <DataList.Value>{account.billing_start_date ? day(account.billing_start_date) : null}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        ) : (
          <Text color="gray">{t('billingNotConfigured')}</Text>
        )}
      </Section>

      <Section title={t('sections.features')}>
        <DataList.Root>
          {FEATURES.map((feature) => (
            <DataList.Item key={feature.id}>
              <DataList.Label>{t(`features.${feature.id}`)}</DataList.Label>
              <DataList.Value>
                <OnOff on={feature.on(account)} />
              </DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Section>
    </Flex>
  );
}

export default function AccountSettings() {
  const { t } = useTranslation('account-settings');
  const { user } = useSession();
  usePageHeading({ subheading: t('subtitle') });
  const account = useQuery({ ...accountQueries.details(user?.account_id ?? ''), enabled: user !== null });
  return (
    <Flex direction="column" gap="4" maxWidth="860px">
      {account.data ? <Details account={account.data} /> : account.isError ? <ErrorState /> : <Text color="gray">{t('loading')}</Text>}
      <TwoFactorSettings />
    </Flex>
  );
}
