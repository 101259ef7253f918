// /add-canary/:id? (issue 24 "Canary Plan"): without an id, a new plan; with one, the plan: its form while it
// is a draft, its actions (start, widen, pause, resume, complete, roll back: offered as the plan's state
// allows, the server refuses the rest with 409), and its live rollout per stage and per company.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Flex, Grid, Heading, Progress, Table, Text } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { canaryTransition, type CanaryAction, type PlanDetail, type PlanRollout } from '../../api/contract/releases';
import { releaseMutations, releaseQueries } from '../../api/queries/releases';
import { CenteredLoading } from '../../app/layout/centered-loading';
import { usePageHeading } from '../../app/layout/page-heading';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { FormErrors } from '../../ui/form-errors';
import { useToast } from '../../ui/toast';
import { Stages } from './canary';
import { PlanForm } from './plan-form';
import { EndpointProgress, percentOf, StatusBadge } from './shared';

const DIRECT: readonly CanaryAction[] = ['start', 'widen', 'pause', 'resume'];
const CONFIRMED: readonly CanaryAction[] = ['complete', 'rollback'];

function PlanActions({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation('releases');
  const toast = useToast();
  const change = useMutation(releaseMutations.changePlan());
  const [error, setError] = useState<string | null>(null);
  const possible = (action: CanaryAction) => canaryTransition(plan, action);
  const label = (action: CanaryAction) => {
    const step = possible(action);
    return action === 'widen' && step.ok ? t('plan.widen', { percent: plan.stages[step.stage!] }) : t(`plan.${action}`);
  };
  async function run(action: CanaryAction) {
    setError(null);
    await change.mutateAsync({ id: plan.id, action });
    toast({ title: t(`plan.done.${action}`), kind: 'success' });
  }
  // only what the plan's state allows: at the last stage Complete replaces Widen, a paused plan offers Resume
  const shown = (actions: readonly CanaryAction[]) => actions.filter((a) => possible(a).ok);
  if (shown([...DIRECT, ...CONFIRMED]).length === 0) return null;
  return (
    <Flex direction="column" gap="2">
      <FormErrors message={error} />
      <Flex gap="2" wrap="wrap" role="group" aria-label={t('plan.actions')}>
        {shown(DIRECT).map((action) => {
          return (
            <Button
              key={action}
              variant={action === 'pause' ? 'soft' : 'solid'}
              disabled={change.isPending}
              onClick={() => run(action).catch((cause) => setError(cause instanceof Error ? cause.message : String(cause)))}
            >
              {label(action)}
            </Button>
          );
        })}
        {shown(CONFIRMED).map((action) => (
          <ConfirmDialog
            key={action}
            trigger={
              <Button variant="soft" color={action === 'rollback' ? 'red' : 'green'}>
                {label(action)}
              </Button>
            }
            title={t(`plan.${action}Title`, { name: plan.name })}
            description={t(`plan.${action}Text`, { version: plan.version })}
            confirmLabel={label(action)}
            tone={action === 'rollback' ? 'danger' : 'neutral'}
            onConfirm={() => run(action)}
          />
        ))}
      </Flex>
    </Flex>
  );
}

function RolloutView({ plan, rollout }: { plan: PlanDetail; rollout: PlanRollout }) {
  const { t } = useTranslation('releases');
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        {t('plan.rollout')}
      </Heading>
      <Text size="2" color="gray">
        {t('plan.rolloutHint', { version: plan.version })} {t('plan.pool', { count: rollout.pool })}
      </Text>
      <Grid columns={{ initial: '1', sm: '2', lg: String(Math.min(4, rollout.stages.length)) }} gap="3">
        {rollout.stages.map((stage, i) => (
          <Card key={i} data-testid="stage-card" style={{ opacity: stage.reached ? 1 : 0.7 }}>
            <Flex direction="column" gap="2">
              <Flex justify="between" align="center" gap="2">
                <Text weight="bold">{t('plan.stage', { n: i + 1, percent: stage.percent })}</Text>
                <Text size="1" color={stage.reached ? (plan.current_stage === i ? 'blue' : 'green') : 'gray'}>
                  {stage.reached ? (plan.current_stage === i ? t('plan.current') : '') : t('plan.notReached')}
                </Text>
              </Flex>
              <Text size="2">{stage.reached ? t('plan.stageCompanies', { count: stage.companies }) : t('plan.stagePlanned', { count: stage.planned })}</Text>
              <Progress value={percentOf(stage.on_version, stage.endpoints)} aria-label={`${t('plan.stage', { n: i + 1, percent: stage.percent })}: ${t('plan.stageProgress', { on: stage.on_version, total: stage.endpoints })}`} />
              <Text size="1" color="gray">
                {t('plan.stageProgress', { on: stage.on_version, total: stage.endpoints })}
              </Text>
            </Flex>
          </Card>
        ))}
      </Grid>
      <Box style={{ overflowX: 'auto' }}>
        <DataTable
          caption={t('plan.companiesTable')}
          columns={[
            { key: 'company', header: t('plan.columns.company') },
            { key: 'stage', header: t('plan.columns.stage') },
            { key: 'progress', header: t('plan.columns.progress', { version: plan.version }) },
          ]}
          rows={rollout.companies}
          emptyText={t('plan.empty')}
          renderRows={(rows) =>
            rows.map((c) => (
              <Table.Row key={c.id} align="center" data-testid="plan-company">
                <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{c.name}</Table.RowHeaderCell>
                <Table.Cell style={{ whiteSpace: 'nowrap' }}>{c.stage === null ? <Text color="gray">{t('plan.notIn')}</Text> : t('plan.stageShort', { n: c.stage + 1 })}</Table.Cell>
                <Table.Cell>
                  <EndpointProgress on={c.on_version} total={c.endpoints} label={t('rollout.progressLabel', { on: c.on_version, total: c.endpoints, version: plan.version })} />
                </Table.Cell>
              </Table.Row>
            ))
          }
        />
      </Box>
    </Flex>
  );
}

function ExistingPlan({ id }: { id: string }) {
  const { t } = useTranslation('releases');
  const plan = useQuery(releaseQueries.plan(id));
  const rollout = useQuery(releaseQueries.planRollout(id));
  usePageHeading({ heading: plan.data?.name, subheading: plan.data ? t('plan.subtitle', { name: plan.data.name, version: plan.data.version }) : undefined });
  if (plan.isPending) return <CenteredLoading />;
  if (plan.isError) {
    const missing = plan.error instanceof ApiRequestError && (plan.error.status === 404 || plan.error.status === 400);
    return <ErrorState title={missing ? t('plan.notFound') : undefined} />;
  }
  const p = plan.data;
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex gap="3" align="center" wrap="wrap">
            <StatusBadge status={p.status} />
            <Text size="2">{t(`target.${p.target}`)}</Text>
            <Stages plan={p} />
          </Flex>
          <PlanActions plan={p} />
        </Flex>
      </Card>
      {p.status === 'draft' ? (
        <Card size="3">
          <PlanForm key={p.id} plan={p} />
        </Card>
      ) : null}
      {rollout.isError ? <ErrorState /> : rollout.data ? <RolloutView plan={p} rollout={rollout.data} /> : <Text color="gray">{t('loading')}</Text>}
    </Flex>
  );
}

export default function AddCanary() {
  const { t } = useTranslation('releases');
  const { id } = useParams();
  if (id) return <ExistingPlan key={id} id={id} />;
  return <NewPlan title={t('plan.newSubtitle')} />;
}

function NewPlan({ title }: { title: string }) {
  usePageHeading({ subheading: title });
  return (
    <Flex justify="center" py="2">
      <Card size="3" style={{ width: '100%', maxWidth: 880 }}>
        <PlanForm />
      </Card>
    </Flex>
  );
}
