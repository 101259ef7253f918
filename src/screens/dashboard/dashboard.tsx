// /dashboard (spec part 2 §2.1–§2.3): the Security Insights tab and the main dashboard's Inventory,
// Actions and Usage sections. Website widgets are hidden when the account has disable_session_logs.
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Flex, Heading } from '@radix-ui/themes';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { ActionsSection } from './actions-section';
import { DashboardTabs, storeTab, storedTab } from './dashboard-tabs';
import { InventorySection } from './inventory-section';
import { useLoadOrder } from './load-order';
import { SecurityInsights } from './security-insights';
import { UsageSection } from './usage-section';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-label={title}>
        <Heading as="h2" size="4">
          {title}
        </Heading>
        {children}
      </section>
    </Flex>
  );
}

export default function Dashboard() {
  const { t } = useTranslation('dashboard');
  const location = useLocation();
  const { account } = useSession();
  const showWebsites = account ? !account.disable_session_logs : false;
  useLoadOrder(showWebsites, account?.enable_dlp !== false);
  const chosen = Boolean((location.state as { dashboardTab?: boolean } | null)?.dashboardTab);
  // spec part 2 §2.1: the dashboard reopens on the tab chosen last, unless this visit chose Security Insights
  const reopenOverview = !chosen && storedTab() === 'operational';
  useEffect(() => {
    if (!reopenOverview) storeTab('security');
  }, [reopenOverview]);
  if (reopenOverview) return <Navigate to={linkTo('dashboard-v2')} replace />;

  return (
    <Flex direction="column" gap="5">
      <DashboardTabs current="security" />
      <Section title={t('tabs.security')}>
        <SecurityInsights />
      </Section>
      <Section title={t('sections.inventory')}>
        <InventorySection />
      </Section>
      <Section title={t('sections.actions')}>
        <ActionsSection showWebsites={showWebsites} />
      </Section>
      <Section title={t('sections.usage')}>
        <UsageSection showWebsites={showWebsites} />
      </Section>
    </Flex>
  );
}
