// /recommended-config/<step> (spec part 1 §4): what the step asks, the company's own data for it, the
// screens where it is done, and the button that records it as done.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { format, parseISO } from 'date-fns';
import { Box, Button, Callout, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { ArrowRightIcon, CheckCircledIcon } from '@radix-ui/react-icons';
import { setupQueries } from '../../api/queries/setup';
import { useCurrentRoute } from '../../app/route-handle';
import { routeById } from '../../app/routes/table';
import { useSession } from '../../app/session/use-session';
import { Markdown } from '../../help/markdown';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { BlockedCategories } from './blocked-categories';
import { SaasRecommendations } from './saas-recommendations';
import { reachableTargets, stepOfRoute, visibleSteps, type StepView } from './steps';
import { useSetupActions } from './use-setup-actions';

function PeopleAndGroups({ accountId }: { accountId: string }) {
  const { t } = useTranslation('setup');
  const people = useQuery(setupQueries.peopleCount(accountId));
  const groups = useQuery(setupQueries.groups(accountId));
  if (people.isPending || groups.isPending) return null;
  if (groups.isError) return <ErrorState />;
  return (
    <Text as="p" size="2" weight="medium">
      {t('users.counts', { people: people.data, groups: groups.data.length })}
    </Text>
  );
}

function StepData({ view, accountId }: { view: StepView; accountId: string }) {
  switch (view.page) {
    case 'users-groups':
      return <PeopleAndGroups accountId={accountId} />;
    case 'blocked-categories':
      return <BlockedCategories accountId={accountId} />;
    case 'sanctioned-apps':
      return <SaasRecommendations accountId={accountId} recommendation="Sanctioned" />;
    case 'unsanctioned-apps':
      return <SaasRecommendations accountId={accountId} recommendation="Unsanctioned" />;
    default:
      return null;
  }
}

function Targets({ view }: { view: StepView }) {
  const { t } = useTranslation('setup');
  const { access } = useSession();
  const targets = reachableTargets(view, access);
  return (
    <Box>
      <Heading as="h3" size="3" mb="2">
        {t('page.whereToDoIt')}
      </Heading>
      {targets.length ? (
        <Flex asChild direction="column" gap="1">
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {targets.map((id) => (
              <li key={id}>
                <Link asChild size="2">
                  <RouterLink to={linkTo(id)}>{t('targets.open', { title: routeById(id).title })}</RouterLink>
                </Link>
              </li>
            ))}
          </ul>
        </Flex>
      ) : (
        <Text size="2" color="gray">
          {t('page.noTargets')}
        </Text>
      )}
    </Box>
  );
}

export default function RecommendedStep() {
  const { t } = useTranslation('setup');
  const { access, user } = useSession();
  const { route } = useCurrentRoute();
  const accountId = user?.account_id ?? '';
  const status = useQuery(setupQueries.status(accountId));
  const { visit } = useSetupActions();
  const view = stepOfRoute(route?.id);
  const steps = visibleSteps(access);
  if (!view || !steps.some((s) => s.step === view.step)) return <ErrorState title={t('page.unavailable')} subtitle="" />;
  const state = status.data?.steps.find((s) => s.step === view.step);
  const next = steps[steps.findIndex((s) => s.step === view.step) + 1];
  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 920 }}>
      <Card size="3">
        <Flex direction="column" gap="3">
          <Text as="p" size="1" color="gray">
            {t('guide.stepNumber', { number: view.number })}
          </Text>
          <Heading as="h2" size="5">
            {t(`steps.${view.page}.title`)}
          </Heading>
          <Text as="p" size="3" color="gray">
            {t(`steps.${view.page}.summary`)}
          </Text>
          <Heading as="h3" size="3">
            {t('page.whatToDo')}
          </Heading>
          <Markdown>{t(`steps.${view.page}.body`)}</Markdown>
          <StepData view={view} accountId={accountId} />
          <Targets view={view} />
        </Flex>
      </Card>
      {status.isError ? <ErrorState /> : null}
      <Flex align="center" gap="3" wrap="wrap">
        {state?.visited && state.visited_at ? (
          <Callout.Root color="green" size="1">
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>{t('page.doneOn', { date: format(parseISO(state.visited_at), 'MM/dd/yyyy') })}</Callout.Text>
          </Callout.Root>
        ) : (
          <Button disabled={!status.isSuccess || visit.isPending} onClick={() => visit.mutate(view.step)}>
            <CheckCircledIcon aria-hidden />
            {visit.isPending ? t('page.marking') : t('page.markDone')}
          </Button>
        )}
        {next ? (
          <Button asChild variant="soft">
            <RouterLink to={linkTo(next.routeId)}>
              {t('page.next', { title: t(`steps.${next.page}.title`) })}
              <ArrowRightIcon aria-hidden />
            </RouterLink>
          </Button>
        ) : null}
        <Link asChild size="2">
          <RouterLink to={linkTo('setup-guide')}>{t('page.backToGuide')}</RouterLink>
        </Link>
      </Flex>
    </Flex>
  );
}
