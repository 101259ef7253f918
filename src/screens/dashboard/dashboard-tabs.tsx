// spec part 2 §2.1: the Dashboard page's heading, subheading, the 'Security Insights' and 'Operational
// Overview' tabs (the latter at /dashboard-v2) and the 'Last 7 days data' label. The selected tab is
// kept in the dashboard's session state, so coming back to /dashboard reopens it.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Flex, TabNav, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { usePageHeading } from '../../app/layout/page-heading';
import { routeById } from '../../app/routes/table';
import { linkTo } from '../../lib/links';
import { STORAGE_KEYS } from '../../lib/storage-keys';

export type DashboardTab = 'security' | 'operational';

const TAB_KEY = `${STORAGE_KEYS.filtersPrefix}dashboard.tab`;

export function storedTab(): DashboardTab {
  try {
    return sessionStorage.getItem(TAB_KEY) === 'operational' ? 'operational' : 'security';
  } catch {
    return 'security';
  }
}

export function storeTab(tab: DashboardTab): void {
  try {
    sessionStorage.setItem(TAB_KEY, tab);
  } catch {
    // storage unavailable: the tab is simply not remembered
  }
}

/** The tab links carry this state so /dashboard knows the user chose Security Insights on purpose. */
export const CHOSEN = { dashboardTab: true } as const;

export function DashboardTabs({ current }: { current: DashboardTab }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  // The breadcrumb says 'Dashboard' on both views (spec part 2 §2.1).
  usePageHeading({ heading: routeById('dashboard').title, subheading: t('subheading') });
  const tabs = [
    { id: 'security', to: linkTo('dashboard') },
    { id: 'operational', to: linkTo('dashboard-v2') },
  ] as const;

  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <TabNav.Root aria-label={t('tabs.label')}>
        {tabs.map((tab) => (
          <TabNav.Link key={tab.id} asChild active={current === tab.id}>
            <Link
              to={tab.to}
              state={CHOSEN}
              aria-current={current === tab.id ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                storeTab(tab.id);
                void navigate(tab.to, { state: CHOSEN });
              }}
            >
              {t(`tabs.${tab.id}`)}
            </Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Text size="2" color="gray">
        {t('lastSevenDays')}
      </Text>
    </Flex>
  );
}
