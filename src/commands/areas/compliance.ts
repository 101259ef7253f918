// Compliance configuration in the palette (issue 23): 'Open framework NIST 800-53' (its controls), 'Enable
// control CIS Controls 4.7' / 'Disable control ...' for the controls of the selected frameworks, the Control
// Details entity step, and 'Add a firewall rule'. Each shows only where the capability its call needs allows.
import { useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, listEndpoint } from '../../api/client';
import { canChangeCompliancePolicies, canChangePolicies, canSeeCompliancePolicies, type AccessContext } from '../../api/contract/access';
import { complianceConfigApi, type ControlRow, type FrameworkSummary } from '../../api/contract/compliance-config';
import { complianceConfigQueries, invalidateComplianceViews } from '../../api/queries/compliance-config';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import type { ActionCommand, Command, CommandArea, CommandContext, NavigateCommand } from '../types';

const NS = { ns: 'palette-compliance' } as const;
const NO_FRAMEWORKS: readonly FrameworkSummary[] = [];
const NO_CONTROLS: readonly ControlRow[] = [];

function useFrameworks(access: AccessContext): readonly FrameworkSummary[] {
  const allowed = canSeeCompliancePolicies(access);
  const list = useQuery({ ...complianceConfigQueries.frameworks(), enabled: allowed, staleTime: 30_000 });
  return (allowed ? list.data : null) ?? NO_FRAMEWORKS;
}

/** The controls of the selected frameworks. */
function useSelectedControls(access: AccessContext): readonly ControlRow[] {
  const allowed = canSeeCompliancePolicies(access);
  const list = useQuery({
    queryKey: [...complianceConfigQueries.all(), 'palette', 'controls'],
    queryFn: () => listEndpoint(complianceConfigApi.listControls, { query: { selected: 'true', page: 1, size: 500 } }),
    enabled: allowed,
    staleTime: 30_000,
  });
  return (allowed ? list.data : null) ?? NO_CONTROLS;
}

const label = (c: ControlRow) => `${c.framework_name} ${c.control_id}`;

function controlEntities(controls: readonly ControlRow[], t: CommandContext['t']): Command[] {
  return controls.map(
    (c): NavigateCommand => ({
      kind: 'navigate',
      id: `compliance-control:${c.key}`,
      scope: 'pages',
      badge: t('badge', NS),
      title: `${label(c)} · ${c.title}`,
      subtitle: t(c.enabled ? 'enabledSubtitle' : 'disabledSubtitle', NS),
      keywords: [c.control_id, c.title, ...c.checks],
      href: linkTo('selected-control', { id: c.key }),
    }),
  );
}

function useControlStep(ctx: CommandContext): readonly Command[] {
  const controls = useSelectedControls(ctx.access);
  const { t } = ctx;
  return useMemo(() => controlEntities(controls, t), [controls, t]);
}

/** The area's commands for this data and access (pure apart from the query client the actions refresh). */
export function complianceCommands(frameworks: readonly FrameworkSummary[], controls: readonly ControlRow[], access: AccessContext, t: CommandContext['t'], client: QueryClient): Command[] {
  const out: Command[] = frameworks.map(
    (f): NavigateCommand => ({
      kind: 'navigate',
      id: `compliance-framework:${f.id}`,
      scope: 'pages',
      badge: t('badge', NS),
      title: t('openFramework', { ...NS, name: f.name }),
      subtitle: t(f.selected ? 'frameworkSelected' : 'frameworkNotSelected', { ...NS, count: f.control_count }),
      keywords: [f.name, f.version, t('keywords', NS)],
      href: linkTo(f.selected ? 'policies' : 'controls', undefined, { framework: f.id }),
    }),
  );
  if (canChangeCompliancePolicies(access)) {
    for (const c of controls) {
      const enable = !c.enabled;
      out.push({
        kind: 'action',
        id: `compliance-control:${enable ? 'enable' : 'disable'}:${c.key}`,
        scope: 'actions',
        badge: t('badge.action'),
        title: t(enable ? 'enable' : 'disable', { ...NS, control: label(c) }),
        subtitle: c.title,
        keywords: [c.control_id, c.title, ...c.checks, t('keywords', NS)],
        run: async (runCtx) => {
          try {
            await callEndpoint(complianceConfigApi.updateControl, { params: { key: c.key }, body: { enabled: enable } });
            runCtx.notify(t(enable ? 'enabled' : 'disabled', { ...NS, control: label(c) }), 'success');
            await invalidateComplianceViews(client);
          } catch (error) {
            runCtx.notify(t('failed', { ...NS, control: label(c), reason: error instanceof Error ? error.message : String(error) }), 'error');
          }
        },
      } satisfies ActionCommand);
    }
  }
  if (canChangePolicies(access)) {
    out.push({
      kind: 'navigate',
      id: 'firewall-rule:add',
      scope: 'actions',
      badge: t('badge.action'),
      title: t('addRule', NS),
      subtitle: t('addRuleSubtitle', NS),
      keywords: [t('addRuleKeywords', NS)],
      href: linkTo('add-new-rule'),
    });
  }
  return out;
}

export const complianceArea: CommandArea = {
  id: 'compliance',
  entityRoutes: ['selected-control'],
  useCommands(ctx) {
    const { access, t } = ctx;
    const client = useQueryClient();
    const frameworks = useFrameworks(access);
    const controls = useSelectedControls(access);
    return useMemo(() => {
      const step = entityStep('selected-control', access, t, { useCommands: useControlStep });
      return [...(step ? [step] : []), ...complianceCommands(frameworks, controls, access, t, client)];
    }, [frameworks, controls, access, t, client]);
  },
};
