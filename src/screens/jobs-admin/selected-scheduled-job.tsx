// /selected-scheduled-job/{id} (issue 24): one recurring job, {id} being its name: its schedule, state, last
// and next run, failures and dead letters, its controls, and its run history a page at a time with a
// retry on each dead run. Both refresh by themselves while a run is queued or running.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Card, DataList, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import type { JobRun, JobRunStatus, ScheduleRow } from '../../api/contract/jobs-admin';
import { jobsAdminMutations, jobsAdminQueries } from '../../api/queries/jobs-admin';
import { CenteredLoading } from '../../app/layout/centered-loading';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { useToast } from '../../ui/toast';
import { LIVE_REFRESH_MS, liveWhile, ResultBadge, ScheduleControls, SpecText, StateBadge, when } from './job-parts';

const STATUS_COLOR: Record<JobRunStatus, 'blue' | 'green' | 'red' | 'gray'> = { queued: 'gray', running: 'blue', done: 'green', dead: 'red' };

function Summary({ row }: { row: ScheduleRow }) {
  const { t } = useTranslation('jobs-admin');
  return (
    <Card size="2">
      <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="3">
          <code>{row.name}</code>
        </Heading>
        <ScheduleControls row={row} size="2" />
      </Flex>
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>{t('detail.spec')}</DataList.Label>
          <DataList.Value>
            <SpecText spec={row.spec} />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('detail.state')}</DataList.Label>
          <DataList.Value>
            <Flex direction="column" gap="1">
              <StateBadge row={row} />
              {row.paused && row.paused_by ? (
                <Text size="1" color="gray">
                  {t('actions.pausedBy', { email: row.paused_by, at: when(row.paused_at) })}
                </Text>
              ) : null}
            </Flex>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('detail.lastRun')}</DataList.Label>
          <DataList.Value>{when(row.last_run_at)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('detail.nextRun')}</DataList.Label>
          <DataList.Value>{row.paused ? t('detail.nextRunPaused') : when(row.next_run_at)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('detail.result')}</DataList.Label>
          <DataList.Value>
            <ResultBadge row={row} />
          </DataList.Value>
        </DataList.Item>
        {row.last_error ? (
          <DataList.Item>
            <DataList.Label>{t('detail.lastError')}</DataList.Label>
            <DataList.Value>
              <Text color="red" style={{ overflowWrap: 'anywhere' }}>
                {row.last_error}
              </Text>
            </DataList.Value>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.Label>{t('detail.failures')}</DataList.Label>
          <DataList.Value>{row.recent_failures}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('detail.dead')}</DataList.Label>
          <DataList.Value data-testid="dead-count">{row.dead}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}

function RetryButton({ name, run }: { name: string; run: JobRun }) {
  const { t } = useTranslation('jobs-admin');
  const toast = useToast();
  const retry = useMutation(jobsAdminMutations.retry());
  return (
    <Button
      size="1"
      variant="soft"
      disabled={retry.isPending}
      aria-label={t('actions.retryLabel', { at: when(run.created_at) })}
      onClick={() => retry.mutate({ name, id: run.id }, { onSuccess: () => toast({ title: t('actions.retried'), kind: 'success' }) })}
    >
      {t('actions.retry')}
    </Button>
  );
}

function History({ row }: { row: ScheduleRow }) {
  const { t } = useTranslation('jobs-admin');
  const [page, setPage] = useState(1);
  const live = row.active_run ? LIVE_REFRESH_MS : false;
  const runs = useQuery({ ...jobsAdminQueries.runs(row.name, { page, size: DEFAULT_PAGE_SIZE }), refetchInterval: live });
  const total = useQuery({ ...jobsAdminQueries.runCount(row.name), refetchInterval: live });
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        {t('detail.history')}
      </Heading>
      <Box style={{ overflowX: 'auto' }}>
        <DataTable<JobRun>
          caption={t('detail.historyLabel', { name: row.name })}
          size="1"
          columns={[
            { key: 'created', header: t('detail.columns.created'), render: (r) => <Text style={{ whiteSpace: 'nowrap' }}>{when(r.created_at)}</Text>, rowHeader: true },
            { key: 'trigger', header: t('detail.columns.trigger'), render: (r) => (r.trigger === 'manual' ? t('detail.trigger.manual', { email: r.requested_by }) : t('detail.trigger.schedule')) },
            {
              key: 'status',
              header: t('detail.columns.status'),
              render: (r) => (
                <Badge color={STATUS_COLOR[r.status]} variant="soft">
                  {t(`status.${r.status}`)}
                </Badge>
              ),
            },
            { key: 'attempts', header: t('detail.columns.attempts'), render: (r) => t('detail.attempts', { attempts: r.attempts, max: r.max_attempts }) },
            { key: 'finished', header: t('detail.columns.finished'), render: (r) => <Text style={{ whiteSpace: 'nowrap' }}>{when(r.finished_at)}</Text> },
            {
              key: 'error',
              header: t('detail.columns.error'),
              render: (r) => (r.last_error ? <Text color="red" size="1" style={{ overflowWrap: 'anywhere' }}>{r.last_error}</Text> : '—'),
            },
            { key: 'action', header: t('detail.columns.action'), render: (r) => (r.status === 'dead' ? <RetryButton name={row.name} run={r} /> : null) },
          ]}
          rows={runs.isError ? null : runs.data}
          rowKey={(r) => r.id}
          busy={runs.isPending}
          emptyText={t('detail.historyEmpty')}
          loadingText={t('list.loading')}
          pager={{ page, size: DEFAULT_PAGE_SIZE, total: total.data ?? 0, onPageChange: setPage }}
        />
      </Box>
    </Card>
  );
}

export default function SelectedScheduledJob() {
  const { t } = useTranslation('jobs-admin');
  const { id = '' } = useParams();
  usePageHeading({ heading: id || undefined });
  const schedule = useQuery({ ...jobsAdminQueries.schedule(id), refetchInterval: (query) => liveWhile(query.state.data ? [query.state.data] : undefined) });
  if (schedule.isPending) return <CenteredLoading />;
  if (schedule.isError) return <ErrorState title={t('detail.notFound')} />;
  const row = schedule.data;
  return (
    <Flex direction="column" gap="4" data-testid="scheduled-job">
      <Link asChild size="2">
        <RouterLink to={linkTo('scheduled-jobs')}>{t('detail.back')}</RouterLink>
      </Link>
      {row.active_run ? (
        <Text size="1" color="blue" role="status">
          {t('detail.live')}
        </Text>
      ) : null}
      <Summary row={row} />
      <History row={row} />
    </Flex>
  );
}
