// /configure-vpn/{id?} (Policies › ZTPA; spec part 2 §9, issue 22): the zero-trust setup as a wizard of
// three steps, driven by the ztpa-setup machine — (1) the endpoint IP range, (2) the gateway with its
// generated keys (public key shown, configuration file offered), (3) subnets and the group policies.
// With an id the gateway's current values fill the steps. The server's 400/409 reasons land on the
// fields; a 401 is only logged here (spec part 1 §8).
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { CheckIcon } from '@radix-ui/react-icons';
import { setupActors, ztpaQueries } from '../../api/queries/ztpa';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { SETUP_STEPS, stepOf, ztpaSetupMachine, type SetupStep } from '../../machines/ztpa-setup/ztpa-setup';
import { ErrorState } from '../../ui/error-state';
import { useToast } from '../../ui/toast';
import { GatewayStep, PoliciesStep, RangeStep } from './setup-steps';

function StepList({ current }: { current: SetupStep | 'done' | null }) {
  const { t } = useTranslation('ztpa');
  const at = current === 'done' ? SETUP_STEPS.length : current ? SETUP_STEPS.indexOf(current) : -1;
  return (
    <nav aria-label={t('setup.stepsLabel')}>
      <Flex asChild gap="3" wrap="wrap" m="0" p="0" style={{ listStyle: 'none' }}>
        <ol>
          {SETUP_STEPS.map((step, i) => (
            <li key={step} aria-current={i === at ? 'step' : undefined}>
              <Flex align="center" gap="2">
                <Badge size="2" radius="full" color={i < at ? 'green' : i === at ? undefined : 'gray'} variant={i === at ? 'solid' : 'soft'}>
                  {i < at ? <CheckIcon aria-hidden /> : i + 1}
                </Badge>
                <Text size="2" weight={i === at ? 'bold' : 'regular'}>
                  {t(`setup.steps.${step}`)}
                </Text>
              </Flex>
            </li>
          ))}
        </ol>
      </Flex>
    </nav>
  );
}

export default function ConfigureVpn() {
  const { t } = useTranslation('ztpa');
  usePageHeading({ subheading: t('setup.subtitle') });
  const { id } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [snapshot, send] = useMachine(ztpaSetupMachine.provide({ actors: setupActors }), { input: { id } });
  const step = stepOf(snapshot.value);
  const { draft, failure } = snapshot.context;

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    void client.invalidateQueries({ queryKey: ztpaQueries.all() });
    toast({ kind: 'success', title: t('setup.done', { name: draft.gateway.name }) });
    navigate(linkTo('config-vpn'));
  }, [snapshot.status, client, navigate, toast, t, draft.gateway.name]);

  if (snapshot.matches('loadFailed')) {
    return <ErrorState title={t('setup.loadFailed')} subtitle={snapshot.context.loadError ?? undefined} />;
  }
  const busy = snapshot.matches('loading') || snapshot.matches({ range: 'saving' }) || snapshot.matches({ gateway: 'saving' }) || snapshot.matches({ policies: 'saving' });
  const stepFailure = failure && failure.step === step ? failure : null;

  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 880 }}>
      <StepList current={step} />
      <Card size="3">
        {step === null ? (
          <Text color="gray">{t('loading')}</Text>
        ) : (
          <Flex direction="column" gap="3">
            <Text size="1" color="gray">
              {t('setup.stepOf', { n: step === 'done' ? 3 : SETUP_STEPS.indexOf(step) + 1 })}
            </Text>
            <Heading as="h2" size="4">
              {t(`setup.steps.${step === 'done' ? 'policies' : step}`)}
            </Heading>
            {step === 'range' ? (
              <RangeStep values={draft.range} failure={stepFailure} saving={busy} onSubmit={(values) => send({ type: 'range.submit', values })} />
            ) : null}
            {step === 'gateway' ? (
              <GatewayStep
                values={draft.gateway}
                saved={draft.saved}
                failure={stepFailure}
                saving={busy}
                onSubmit={(values) => send({ type: 'gateway.submit', values })}
                onNext={() => send({ type: 'gateway.next' })}
                onBack={() => send({ type: 'back' })}
              />
            ) : null}
            {step === 'policies' || step === 'done' ? (
              <PoliciesStep
                values={draft.policies}
                failure={stepFailure}
                saving={busy || step === 'done'}
                onSubmit={(values) => send({ type: 'policies.submit', values })}
                onBack={() => send({ type: 'back' })}
              />
            ) : null}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
