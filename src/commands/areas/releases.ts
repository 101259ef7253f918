// Agent releases in the palette (issue 24): each Copilot version opens /update-copilot-version/{version} through
// an entity step (SuperAdmin, as the route), and 'Start a canary plan' lists the draft plans to start one (the
// same call as the plan's Start button) or opens a new plan. Operators only (isProviderOperator, as the calls).
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';
import { isProviderOperator } from '../../api/contract/access';
import { releasesApi, type PlanRow, type VersionRow } from '../../api/contract/releases';
import { releaseQueries } from '../../api/queries/releases';
import { canOpen } from '../../app/can-open';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import type { ActionCommand, Command, CommandArea, CommandContext, NavigateCommand, PageCommand } from '../types';

const NS = { ns: 'palette-releases' } as const;
const NO_VERSIONS: readonly VersionRow[] = [];
const NO_PLANS: readonly PlanRow[] = [];

function useVersions(ctx: CommandContext): readonly VersionRow[] {
  const allowed = canOpen('update-copilot-version', ctx.access);
  const list = useQuery({ ...releaseQueries.versions({ page: 1, size: 100 }), enabled: allowed, staleTime: 30_000 });
  return (allowed ? list.data : null) ?? NO_VERSIONS;
}

function versionCommands(rows: readonly VersionRow[], t: CommandContext['t']): NavigateCommand[] {
  return rows.map((row) => ({
    kind: 'navigate',
    id: `copilot-version:${row.version}`,
    scope: 'pages',
    badge: t('badge.version', NS),
    title: `Copilot ${row.version}`,
    subtitle: t('entity.subtitle', { ...NS, status: row.status, count: row.endpoints }),
    keywords: [row.version, t('entity.keywords', NS)],
    href: linkTo('update-copilot-version', { version: row.version }),
  }));
}

function useVersionStep(ctx: CommandContext): readonly Command[] {
  const rows = useVersions(ctx);
  const { t } = ctx;
  return useMemo(() => versionCommands(rows, t), [rows, t]);
}

function useStartStep(ctx: CommandContext): readonly Command[] {
  const drafts = useQuery({ ...releaseQueries.plans({ status: 'draft', page: 1, size: 100 }), staleTime: 10_000 });
  const client = useQueryClient();
  const rows = drafts.data ?? NO_PLANS;
  const { t } = ctx;
  return useMemo(() => {
    const create: NavigateCommand = {
      kind: 'navigate',
      id: 'canary:new',
      scope: 'actions',
      badge: t('badge.plan', NS),
      title: t('start.new', NS),
      subtitle: t('start.newSubtitle', NS),
      keywords: [t('start.keywords', NS)],
      href: linkTo('add-canary'),
    };
    const starts = rows.map(
      (row): ActionCommand => ({
        kind: 'action',
        id: `canary:start:${row.id}`,
        scope: 'actions',
        badge: t('badge.plan', NS),
        title: t('start.item', { ...NS, name: row.name }),
        subtitle: t('start.itemSubtitle', { ...NS, version: row.version }),
        keywords: [row.name, row.version, t('start.keywords', NS)],
        run: async (runCtx) => {
          try {
            await callEndpoint(releasesApi.startPlan, { params: { id: row.id } }, { globalErrors: false });
            runCtx.notify(t('start.started', { ...NS, name: row.name }), 'success');
          } catch (error) {
            runCtx.notify(t('start.failed', { ...NS, name: row.name, reason: error instanceof Error ? error.message : String(error) }), 'error');
          } finally {
            await client.invalidateQueries({ queryKey: releaseQueries.all() });
          }
        },
      }),
    );
    return [create, ...starts];
  }, [rows, t, client]);
}

export const releasesArea: CommandArea = {
  id: 'releases',
  entityRoutes: ['update-copilot-version'],
  useCommands(ctx) {
    const rows = useVersions(ctx);
    const { access, t } = ctx;
    return useMemo(() => {
      if (!isProviderOperator(access)) return [];
      const step = entityStep('update-copilot-version', access, t, { useCommands: useVersionStep });
      const start: PageCommand = {
        kind: 'page',
        id: 'canary:start',
        scope: 'actions',
        badge: t('badge.action'),
        title: t('start.title', NS),
        subtitle: t('start.subtitle', NS),
        keywords: [t('start.keywords', NS)],
        page: { id: 'canary-start', title: t('start.title', NS), useCommands: useStartStep },
      };
      return [start, ...(step ? [step] : []), ...versionCommands(rows, t)];
    }, [rows, access, t]);
  },
};
