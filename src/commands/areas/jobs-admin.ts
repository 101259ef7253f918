// Scheduled Jobs in the palette (issue 24): each recurring job opens /selected-scheduled-job/{name} through
// an entity step, and 'Run a scheduled job now' lists the jobs to queue one immediately (the same call
// as the screen's Run now button). Operators only (isProviderOperator, as the calls require).
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isProviderOperator } from '../../api/contract/access';
import { jobsAdminApi, type ScheduleRow } from '../../api/contract/jobs-admin';
import { callEndpoint } from '../../api/client';
import { jobsAdminQueries } from '../../api/queries/jobs-admin';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import type { ActionCommand, Command, CommandArea, CommandContext, NavigateCommand, PageCommand } from '../types';

const NS = { ns: 'palette-jobs' } as const;
const EMPTY: readonly ScheduleRow[] = [];

function useSchedules(ctx: CommandContext): readonly ScheduleRow[] {
  const allowed = isProviderOperator(ctx.access);
  const list = useQuery({ ...jobsAdminQueries.schedules(), enabled: allowed, staleTime: 30_000 });
  return (allowed ? list.data : null) ?? EMPTY;
}

function openCommands(rows: readonly ScheduleRow[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `scheduled-job:${row.name}`,
    scope: 'pages',
    badge: t('badge.job', NS),
    title: row.name,
    subtitle: row.paused ? t('entity.pausedSubtitle', NS) : t('entity.subtitle', { ...NS, spec: row.spec }),
    keywords: [t('entity.keywords', NS)],
    href: linkTo('selected-scheduled-job', { id: row.name }),
  }));
}

function useOpenStep(ctx: CommandContext): readonly Command[] {
  const rows = useSchedules(ctx);
  const { t } = ctx;
  return useMemo(() => openCommands(rows, t), [rows, t]);
}

function useRunNowStep(ctx: CommandContext): readonly Command[] {
  const rows = useSchedules(ctx);
  const client = useQueryClient();
  const { t } = ctx;
  return useMemo(
    () =>
      rows.map(
        (row): ActionCommand => ({
          kind: 'action',
          id: `scheduled-job:run:${row.name}`,
          scope: 'actions',
          badge: t('badge.job', NS),
          title: t('runNow.item', { ...NS, name: row.name }),
          subtitle: t('entity.subtitle', { ...NS, spec: row.spec }),
          keywords: [row.name, t('runNow.keywords', NS)],
          run: async (runCtx) => {
            try {
              const result = await callEndpoint(jobsAdminApi.runNow, { params: { name: row.name } });
              runCtx.notify(t(result.queued ? 'runNow.queued' : 'runNow.alreadyQueued', { ...NS, name: row.name }), 'success');
              await client.invalidateQueries({ queryKey: jobsAdminQueries.all() });
            } catch (error) {
              runCtx.notify(t('runNow.failed', { ...NS, name: row.name, reason: error instanceof Error ? error.message : String(error) }), 'error');
            }
          },
        }),
      ),
    [rows, t, client],
  );
}

export const jobsAdminArea: CommandArea = {
  id: 'jobs-admin',
  entityRoutes: ['selected-scheduled-job'],
  useCommands(ctx) {
    const rows = useSchedules(ctx);
    const { access, t } = ctx;
    return useMemo(() => {
      if (!isProviderOperator(access)) return [];
      const step = entityStep('selected-scheduled-job', access, t, { useCommands: useOpenStep });
      const runNow: PageCommand = {
        kind: 'page',
        id: 'scheduled-job:run-now',
        scope: 'actions',
        badge: t('badge.action'),
        title: t('runNow.title', NS),
        subtitle: t('runNow.subtitle', NS),
        keywords: [t('runNow.keywords', NS)],
        page: { id: 'scheduled-job-run-now', title: t('runNow.title', NS), useCommands: useRunNowStep },
      };
      return [runNow, ...(step ? [step] : []), ...openCommands(rows, t)];
    }, [rows, access, t]);
  },
};
