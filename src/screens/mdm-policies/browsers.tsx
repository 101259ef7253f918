// /browsers (spec part 2 §2.6, Policies › FLEET › Browsers): its Browser Selection and Selected Browser tabs
// are child routes; the Selected Browser tab opens the browser in the URL, or the first of the list.
import { Link as RouterLink, Outlet, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Flex, TabNav } from '@radix-ui/themes';
import { MDM_BROWSERS } from '../../api/contract/mdm-policies';
import { useCurrentRoute } from '../../app/route-handle';
import { linkTo } from '../../lib/links';

export default function Browsers() {
  const { t } = useTranslation('mdm-policies');
  const { route } = useCurrentRoute();
  const appName = useParams().appName ?? MDM_BROWSERS[0].name;
  return (
    <Flex direction="column" gap="4">
      <TabNav.Root aria-label={t('browsers.tabs')}>
        <TabNav.Link asChild active={route?.id === 'application-selection'}>
          <RouterLink to={linkTo('application-selection')}>{t('browsers.selectionTab')}</RouterLink>
        </TabNav.Link>
        <TabNav.Link asChild active={route?.id === 'selected-application'}>
          <RouterLink to={linkTo('selected-application', { appName })}>{t('browsers.selectedTab')}</RouterLink>
        </TabNav.Link>
      </TabNav.Root>
      <Outlet />
    </Flex>
  );
}
