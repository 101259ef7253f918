// /config-frameworks (spec part 2 §2.6 Compliance and MDM): its Framework Selection and Selected Frameworks tabs are child routes.
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Flex, TabNav } from '@radix-ui/themes';
import { useCurrentRoute } from '../../app/route-handle';
import { linkTo } from '../../lib/links';

const TABS = [
  ['framework-selection', 'tabs.selection'],
  ['selected-frameworks', 'tabs.selected'],
] as const;

export default function ConfigFrameworks() {
  const { t } = useTranslation('compliance-config');
  const { route } = useCurrentRoute();
  return (
    <Flex direction="column" gap="4">
      <TabNav.Root aria-label={t('tabs.label')}>
        {TABS.map(([id, label]) => (
          <TabNav.Link key={id} asChild active={route?.id === id}>
            <RouterLink to={linkTo(id)}>{t(label)}</RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Outlet />
    </Flex>
  );
}
