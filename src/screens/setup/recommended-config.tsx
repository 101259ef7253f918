// /recommended-config (spec part 2 §2.6): one tab per setup step the company can see; the matched step
// page renders below.
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Flex, TabNav, VisuallyHidden } from '@radix-ui/themes';
import { CheckIcon } from '@radix-ui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { setupQueries } from '../../api/queries/setup';
import { useCurrentRoute } from '../../app/route-handle';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { visibleSteps } from './steps';

export default function RecommendedConfig() {
  const { t } = useTranslation('setup');
  const { access, user } = useSession();
  const { route } = useCurrentRoute();
  const status = useQuery(setupQueries.status(user?.account_id ?? ''));
  const visited = new Set(status.data?.steps.filter((s) => s.visited).map((s) => s.step));
  return (
    <Flex direction="column" gap="4" py="2">
      <TabNav.Root aria-label={t('page.tabs')}>
        {visibleSteps(access).map((v) => (
          <TabNav.Link key={v.step} asChild active={route?.id === v.routeId}>
            <RouterLink to={linkTo(v.routeId)}>
              {visited.has(v.step) ? <CheckIcon aria-hidden /> : null}
              {t('guide.stepNumber', { number: v.number })}
              {visited.has(v.step) ? <VisuallyHidden>{t('page.done')}</VisuallyHidden> : null}
            </RouterLink>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Outlet />
    </Flex>
  );
}
