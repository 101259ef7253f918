// /palisade-account-details/{id}/{name?} (issue 24; spec part 2 §2.6): one managed company as its operator sees
// it, with its Company Details, Configurations, Logs and Alerts tabs (nested routes of src/app/routes/operator.ts).
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Flex, TabNav, Text } from '@radix-ui/themes';
import { providerQueries } from '../../api/queries/provider';
import { usePageHeading } from '../../app/layout/page-heading';
import type { RouteId } from '../../app/routes/table';
import { linkTo } from '../../lib/links';
import { SwitchCompanyButton } from './switch-company';

const TABS: readonly { id: RouteId; segment: string; label: string }[] = [
  { id: 'palisade-account-company-details', segment: '/company-details', label: 'details.tabs.details' },
  { id: 'palisade-account-bypassed-domains', segment: '/configurations', label: 'details.tabs.config' },
  { id: 'palisade-account-admin-event-logs', segment: '/logs', label: 'details.tabs.logs' },
  { id: 'palisade-account-alerts-saas-apps', segment: '/alerts', label: 'details.tabs.alerts' },
];

export default function AccountDetails() {
  const { t } = useTranslation('provider');
  const { id = '', name } = useParams();
  const { pathname } = useLocation();
  const company = useQuery(providerQueries.company(id));
  const title = company.data?.name ?? name ?? '';
  usePageHeading({ heading: title || undefined, subheading: t('details.subtitle') });
  const row = company.data;

  return (
    <Flex direction="column" gap="3">
      {row ? (
        <Flex gap="3" align="center" wrap="wrap">
          <Badge color={row.status === 'ACTIVE' ? 'green' : 'amber'}>{t(`status.${row.status}`)}</Badge>
          {row.parent_name ? <Text size="2" color="gray">{row.parent_name}</Text> : null}
          <Flex ml="auto" gap="2">
            <Button asChild variant="soft">
              <RouterLink to={linkTo('user-list', { id: row.id, name: row.name })}>{t('details.users')}</RouterLink>
            </Button>
            <SwitchCompanyButton id={row.id} label={t('details.switch')} />
          </Flex>
        </Flex>
      ) : null}
      <TabNav.Root aria-label={t('details.tabsLabel')}>
        {TABS.map((tab) => (
          <TabNav.Link key={tab.id} asChild active={pathname.includes(tab.segment)}>
            <RouterLink to={linkTo(tab.id, { id, name: title || undefined })}>{t(tab.label)}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Outlet />
    </Flex>
  );
}
