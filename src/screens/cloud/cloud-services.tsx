// /cloud-services (Inventory › CLOUD › Cloud Services; spec part 2 §2.6, issue 22): the services published
// through the company's cloud agents, in two tabs — external-tab (reachable from the internet) and
// internal-tab (private, reached through the agent). The container holds the tab bar and the outlet.
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Flex, TabNav } from '@radix-ui/themes';
import { useCurrentRoute } from '../../app/route-handle';
import { linkTo } from '../../lib/links';

export default function CloudServices() {
  const { t } = useTranslation('cloud');
  const { route } = useCurrentRoute();
  const active = route?.id === 'internal-tab' ? 'internal-tab' : 'external-tab';
  return (
    <Flex direction="column" gap="3">
      <TabNav.Root aria-label={t('services.tabsLabel')}>
        {(['external-tab', 'internal-tab'] as const).map((id) => (
          <TabNav.Link key={id} asChild active={id === active}>
            <RouterLink to={linkTo(id)}>{t(`services.tabs.${id}`)}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Outlet />
    </Flex>
  );
}
