// The account details' Configurations and Logs tabs (issue 24): their sub-tab bars, the read-only notice with
// the switch into the company (where its settings are changed), and the URL state of a tab's list.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Heading, TabNav, Text } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { providerQueries } from '../../api/queries/provider';
import type { RouteId } from '../../app/routes/table';
import { drillDownFilters } from '../../app/routes/filters';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import type { PagerProps } from '../../ui/pager';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { SwitchCompanyButton } from './switch-company';

const CONFIG_TABS = [
  ['palisade-account-bypassed-domains', 'bypassed'],
  ['palisade-account-saas-app', 'saas'],
  ['palisade-account-websites', 'websites'],
  ['palisade-account-geo-fencing', 'geo'],
  ['palisade-account-fleet-endpoints', 'endpoints'],
  ['palisade-account-ztpa-gateway', 'ztpa'],
  ['palisade-account-email-templates', 'templates'],
  ['palisade-account-policies', 'policies'],
  ['palisade-account-frameworks', 'frameworks'],
  ['palisade-account-dlp-sensitive', 'dlp'],
] as const satisfies readonly (readonly [RouteId, string])[];

const LOG_TABS = [
  ['palisade-account-admin-event-logs', 'admin'],
  ['palisade-account-notifications-logs', 'notifications'],
  ['palisade-account-common-errors-logs', 'errors'],
] as const satisfies readonly (readonly [RouteId, string])[];

type ConfigTab = (typeof CONFIG_TABS)[number][1];
type LogTab = (typeof LOG_TABS)[number][1];

function SubTabs({ tabs, current, label, texts }: { tabs: readonly (readonly [RouteId, string])[]; current: string; label: string; texts: string }) {
  const { t } = useTranslation('provider');
  const { id = '', name } = useParams();
  return (
    <TabNav.Root aria-label={label} size="1">
      {tabs.map(([route, tab]) => (
        <TabNav.Link key={route} asChild active={tab === current}>
          <RouterLink to={linkTo(route, { id, name })}>{t(`${texts}.${tab}`)}</RouterLink>
        </TabNav.Link>
      ))}
    </TabNav.Root>
  );
}

/** The Logs tab's bar: admin actions, notifications, agent errors. */
export function LogTabs({ current }: { current: LogTab }) {
  const { t } = useTranslation('provider');
  return <SubTabs tabs={LOG_TABS} current={current} label={t('details.logTabs')} texts="details.logs" />;
}

/**
 * One Configurations tab: the sub-tab bar, its heading, the notice that the view is read-only with the
 * switch into the company (a switched-in operator may open Policies only, so the endpoints tab has none),
 * then the tab's content.
 */
const POLICY_TABS: readonly ConfigTab[] = ['bypassed', 'saas', 'websites', 'geo', 'policies', 'frameworks', 'ztpa', 'dlp'];

/**
 * A tab's content, or, for a company the operator does not manage (the company's own call answers 404),
 * the page's "not among the ones you manage" in its place, as the account details page says it.
 */
export function CompanyGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('provider');
  const { id = '' } = useParams();
  const company = useQuery(providerQueries.company(id));
  if (company.error instanceof ApiRequestError && company.error.status === 404) return <ErrorState title={t('details.notFound')} subtitle={t('details.notFoundHint')} />;
  return children;
}

export function ConfigSection({ tab, children }: { tab: ConfigTab; children: ReactNode }) {
  const { t } = useTranslation('provider');
  const { id = '' } = useParams();
  return (
    <Flex direction="column" gap="3">
      <SubTabs tabs={CONFIG_TABS} current={tab} label={t('config.tabsLabel')} texts="config.tabs" />
      <Flex gap="3" align="center" justify="between" wrap="wrap">
        <Box>
          <Heading as="h2" size="3">
            {t(`config.${tab}.heading`)}
          </Heading>
          <Text as="p" size="2" color="gray">
            {POLICY_TABS.includes(tab) ? t('config.readOnly', { where: t(`config.${tab}.where`) }) : tab === 'templates' ? t('config.templates.hint') : t('config.inventory')}
          </Text>
        </Box>
        {POLICY_TABS.includes(tab) ? <SwitchCompanyButton id={id} label={t('config.switch')} variant="soft" /> : null}
      </Flex>
      <CompanyGuard>{children}</CompanyGuard>
    </Flex>
  );
}

/** A tab's list state in the URL (search and page, as the admin event log): the company id, the query and the pager. */
export function useCompanyList() {
  const { id = '' } = useParams();
  const { params, update } = useListParams(drillDownFilters);
  const page = params.page ?? 1;
  const pager = (total: number | undefined): PagerProps => ({ page, size: DEFAULT_PAGE_SIZE, total: total ?? 0, onPageChange: (next) => update({ page: next }) });
  const search = (label: string) => (
    <Box maxWidth="360px">
      <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={label} />
    </Box>
  );
  return { id, q: params.q, page: { page, size: DEFAULT_PAGE_SIZE }, pager, search };
}

const ACTION_COLORS: Readonly<Record<string, 'blue' | 'red' | 'amber'>> = { Report: 'blue', Block: 'red', 'Block Alert': 'amber' };

/** A policy's security action (Report, Block, Block Alert) as a badge. */
export function ActionBadge({ action }: { action: string }) {
  return (
    <Badge color={ACTION_COLORS[action] ?? 'gray'} variant="soft">
      {action}
    </Badge>
  );
}
