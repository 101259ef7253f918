// /setup-guide (spec part 1 §4, part 2 §4): the company's setup steps, which are done, a way into each,
// and the admin's dismissal and "don't show again" preference.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { format, parseISO } from 'date-fns';
import { Badge, Box, Button, Callout, Card, Checkbox, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { CheckCircledIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import type { SetupStatus } from '../../api/contract/setup';
import { setupQueries } from '../../api/queries/setup';
import { useSession } from '../../app/session/use-session';
import { CenteredLoading } from '../../app/layout/centered-loading';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { useSetupActions } from './use-setup-actions';
import { visibleSteps, type StepView } from './steps';

function day(iso: string): string {
  return format(parseISO(iso), 'MM/dd/yyyy');
}

function StepCard({ view, status }: { view: StepView; status: SetupStatus }) {
  const { t } = useTranslation('setup');
  const state = status.steps.find((s) => s.step === view.step);
  const title = t(`steps.${view.page}.title`);
  const action = state?.visited ? t('guide.review') : t('guide.start');
  return (
    <Card asChild size="2">
      <li data-step={view.step}>
        <Flex align="center" gap="4" justify="between" wrap="wrap">
          <Box style={{ flex: '1 1 320px' }}>
            <Text as="p" size="1" color="gray">
              {t('guide.stepNumber', { number: view.number })}
            </Text>
            <Heading as="h2" size="3">
              {title}
            </Heading>
            <Text as="p" size="2" color="gray">
              {t(`steps.${view.page}.summary`)}
            </Text>
          </Box>
          <Flex align="center" gap="3">
            {state?.visited && state.visited_at ? (
              <Badge color="green" size="2">
                <CheckCircledIcon aria-hidden />
                {t('guide.doneOn', { date: day(state.visited_at) })}
              </Badge>
            ) : (
              <Badge color="amber" size="2">
                {t('guide.toDo')}
              </Badge>
            )}
            <Button asChild variant={state?.visited ? 'soft' : 'solid'}>
              <RouterLink to={linkTo(view.routeId)} aria-label={t('guide.openStep', { action, number: view.number, title })}>
                {action}
              </RouterLink>
            </Button>
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}

function Preferences({ status }: { status: SetupStatus }) {
  const { t } = useTranslation('setup');
  const { preferences } = useSetupActions();
  const hideId = useId();
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        {status.dismissed ? (
          <Flex align="center" gap="3" wrap="wrap">
            <Text size="2">{t('guide.dismissed')}</Text>
            <Button variant="soft" disabled={preferences.isPending} onClick={() => preferences.mutate({ dismissed: false })}>
              {t('guide.resume')}
            </Button>
          </Flex>
        ) : (
          <Flex align="center" gap="3" wrap="wrap">
            <Button variant="outline" color="gray" disabled={preferences.isPending} onClick={() => preferences.mutate({ dismissed: true })}>
              {t('guide.dismiss')}
            </Button>
            <Text size="2" color="gray">
              {t('guide.dismissHint')}
            </Text>
          </Flex>
        )}
        <Text as="label" size="2" htmlFor={hideId}>
          <Flex gap="2" align="center">
            <Checkbox id={hideId} checked={status.hidden} disabled={preferences.isPending} onCheckedChange={(checked) => preferences.mutate({ hidden: checked === true })} />
            {t('guide.hide')}
          </Flex>
        </Text>
        <Text size="1" color="gray">
          {t('guide.hideHint')}
        </Text>
      </Flex>
    </Card>
  );
}

export default function SetupGuide() {
  const { t } = useTranslation('setup');
  const { access, user } = useSession();
  const status = useQuery(setupQueries.status(user?.account_id ?? ''));
  if (status.isPending) return <CenteredLoading />;
  if (status.isError) return <ErrorState />;
  const views = visibleSteps(access);
  const done = views.filter((v) => status.data.steps.some((s) => s.step === v.step && s.visited)).length;
  const hiddenFeatures = access !== null && (!access.flags.enable_mdm || !access.flags.enable_vpn);
  return (
    <Flex direction="column" gap="4" py="2" style={{ maxWidth: 880 }}>
      <Text as="p" size="2">
        {t('guide.intro')}
      </Text>
      <Box>
        <Text as="p" size="2" weight="medium" id="setup-progress-label">
          {t('guide.progress', { done, total: views.length })}
        </Text>
        <Progress value={views.length ? (done / views.length) * 100 : 0} aria-labelledby="setup-progress-label" mt="2" />
      </Box>
      {done === views.length ? (
        <Callout.Root color="green">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>{t('guide.allDone')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex asChild direction="column" gap="3">
        <ol aria-label={t('page.tabs')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {views.map((v) => (
            <StepCard key={v.step} view={v} status={status.data} />
          ))}
        </ol>
      </Flex>
      {hiddenFeatures ? (
        <Callout.Root color="gray" variant="surface">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{t('guide.hiddenSteps')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Preferences status={status.data} />
    </Flex>
  );
}
