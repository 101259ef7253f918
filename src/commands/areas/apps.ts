// SaaS and Gen AI apps (issue 6 "entities" and "actions"): each app opens its users page, and
// 'Sanction or block an app' walks app → access → confirm, then makes the very call /saas-config
// makes (saasMutations.changeAccess). Apps are fetched when the palette first needs them and cached.
import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { canChangePolicies } from '../../api/contract/access';
import type { AccessType, ActionType } from '../../api/contract/saas';
import { saasInventoryQueries, saasMutations, saasQueries, type AccessChange } from '../../api/queries/saas';
import { canOpen } from '../../app/can-open';
import { changesFor, explanationKey } from '../../domain/saas/access';
import { linkTo } from '../../lib/links';
import { entityStep } from '../route-commands';
import type { ActionCommand, Command, CommandArea, CommandContext, NavigateCommand, PageCommand } from '../types';

const NS = { ns: 'palette-apps' } as const;

/** What the palette needs of an app; both GET /saas and GET /saas-inv rows carry it. */
export interface PaletteApp {
  readonly name: string;
  readonly is_gen_ai: boolean;
  readonly access_type: AccessType;
  readonly action_type: ActionType | null;
}

function useApps(ctx: CommandContext): readonly PaletteApp[] {
  const policies = canOpen('saas-config', ctx.access);
  const inventory = !policies && canOpen('saas', ctx.access);
  // GET /saas for who may read the catalog; otherwise the apps used lately (GET /saas-inv).
  const catalog = useQuery({ ...saasQueries.wholeCatalog(), enabled: policies });
  const used = useQuery({ ...saasInventoryQueries.recentApps(), enabled: inventory });
  return (policies ? catalog.data : inventory ? used.data : null) ?? EMPTY;
}
const EMPTY: readonly PaletteApp[] = [];

/** The same capability as /saas-config's controls: its guard's area, and no mutation for the read-only role. */
export function mayChangeAccess(ctx: Pick<CommandContext, 'access'>): boolean {
  return canChangePolicies(ctx.access);
}

export function accessLabel(app: Pick<PaletteApp, 'access_type' | 'action_type'>): string {
  return app.access_type === 'Unsanctioned' && app.action_type ? `${app.access_type} · ${app.action_type}` : app.access_type;
}

function changeTitle(change: AccessChange, t: CommandContext['t']): string {
  if (change.kind === 'sanction') return t('change.sanction', NS);
  if (change.kind === 'unclassify') return t('change.unclassify', NS);
  return t('change.unsanction', { ...NS, action: change.action });
}

// spec part 1 §4: each security action explained where it is chosen.
function changeExplanation(change: AccessChange, t: CommandContext['t']): string {
  return t(explanationKey(change), { ns: 'saas-access' });
}

function confirmPage(app: PaletteApp, change: AccessChange, t: CommandContext['t']): PageCommand['page'] {
  const title = t('confirm.pageTitle', { ...NS, change: changeTitle(change, t), name: app.name });
  return { id: `app-access:${app.name}:${changeTitle(change, t)}`, title, useCommands: (ctx) => useConfirmCommands(ctx, app, change) };
}

function useConfirmCommands(ctx: CommandContext, app: PaletteApp, change: AccessChange): readonly Command[] {
  const mutation = useMutation(saasMutations.changeAccess());
  const { t } = ctx;
  return useMemo(() => {
    const confirm: ActionCommand = {
      kind: 'action',
      id: `app-access-confirm:${app.name}`,
      scope: 'actions',
      badge: t('badge.action'),
      title: t('confirm.yes', { ...NS, change: changeTitle(change, t), name: app.name }),
      subtitle: changeExplanation(change, t),
      keywords: [t('confirm.keywords', NS)],
      run: async (runCtx) => {
        try {
          await mutation.mutateAsync({ name: app.name, change });
          // spec part 1 §9: the changes message
          runCtx.notify(t('confirm.done', { ...NS, name: app.name, access: changeTitle(change, t) }), 'success');
        } catch (error) {
          runCtx.notify(error instanceof Error ? error.message : String(error), 'error');
        }
      },
    };
    const cancel: ActionCommand = {
      kind: 'action',
      id: `app-access-cancel:${app.name}`,
      scope: 'actions',
      badge: t('badge.action'),
      title: t('confirm.no', NS),
      subtitle: t('confirm.noSubtitle', { ...NS, access: accessLabel(app) }),
      run: () => undefined,
    };
    return [confirm, cancel];
  }, [app, change, mutation, t]);
}

function changePages(app: PaletteApp, t: CommandContext['t']): PageCommand[] {
  return changesFor(app).map((change) => ({
    kind: 'page',
    id: `app-access-change:${app.name}:${changeTitle(change, t)}`,
    scope: 'actions',
    badge: t('badge.action'),
    title: change.kind === 'unsanction' ? change.action : changeTitle(change, t),
    subtitle: `${changeTitle(change, t)} — ${changeExplanation(change, t)}`,
    keywords: [changeTitle(change, t)],
    page: confirmPage(app, change, t),
  }));
}

function useChangePages(app: PaletteApp, t: CommandContext['t']): readonly Command[] {
  return useMemo(() => changePages(app, t), [app, t]);
}

function appPages(apps: readonly PaletteApp[], t: CommandContext['t']): PageCommand[] {
  return apps.map((app) => ({
    kind: 'page',
    id: `app-access-app:${app.name}`,
    scope: 'actions',
    badge: t(app.is_gen_ai ? 'badge.genAiApp' : 'badge.saasApp', NS),
    title: app.name,
    subtitle: accessLabel(app),
    page: { id: `app-access-app:${app.name}`, title: app.name, useCommands: (ctx) => useChangePages(app, ctx.t) },
  }));
}

/** Verbs an admin types before an app's name, and the change each asks for (issue 28 item 6). */
const VERBS: readonly { readonly pattern: RegExp; readonly change: AccessChange }[] = [
  { pattern: /^(block alert|warn)\s+(.+)$/, change: { kind: 'unsanction', action: 'Block Alert' } },
  { pattern: /^(block|unsanction|deny)\s+(.+)$/, change: { kind: 'unsanction', action: 'Block' } },
  { pattern: /^(report)\s+(.+)$/, change: { kind: 'unsanction', action: 'Report' } },
  { pattern: /^(sanction|approve|allow|unblock)\s+(.+)$/, change: { kind: 'sanction' } },
  { pattern: /^(unclassify|reset)\s+(.+)$/, change: { kind: 'unclassify' } },
];
const VERB_MATCHES = 5;

/**
 * 'block dropbox' → 'Block Dropbox', straight to its confirm step: built only while the search starts
 * with a verb, for the apps whose names start with (or contain) the rest, and only when the change is
 * one the app does not already have.
 */
export function verbCommands(search: string, apps: readonly PaletteApp[], t: CommandContext['t']): PageCommand[] {
  const text = search.toLowerCase().replace(/\s+/g, ' ').trim();
  const verb = VERBS.find((v) => v.pattern.test(text));
  if (!verb) return [];
  const [, typed, object] = verb.pattern.exec(text)!;
  const wanted = changeTitle(verb.change, t);
  const starts = apps.filter((app) => app.name.toLowerCase().startsWith(object));
  const contains = apps.filter((app) => !starts.includes(app) && app.name.toLowerCase().includes(object));
  return [...starts, ...contains]
    .filter((app) => changesFor(app).some((c) => changeTitle(c, t) === wanted))
    .slice(0, VERB_MATCHES)
    .map((app) => ({
      kind: 'page',
      id: `app-verb:${typed}:${app.name}`,
      scope: 'actions',
      badge: t('badge.action'),
      // the title repeats the words typed, so the exact phrase ranks first
      title: `${typed.replace(/^./, (c) => c.toUpperCase())} ${app.name}`,
      subtitle: `${wanted} — ${changeExplanation(verb.change, t)} · ${accessLabel(app)}`,
      keywords: [wanted],
      page: confirmPage(app, verb.change, t),
    }));
}

function useAppPickerCommands(ctx: CommandContext): readonly Command[] {
  const apps = useApps(ctx);
  const { t } = ctx;
  return useMemo(() => appPages(apps, t), [apps, t]);
}

function appEntities(apps: readonly PaletteApp[], access: CommandContext['access'], t: CommandContext['t']): NavigateCommand[] {
  const saasUsers = canOpen('saas-users', access);
  const genAiUsers = canOpen('gen-ai-users', access);
  return apps.flatMap((app): NavigateCommand[] => {
    const gen = app.is_gen_ai && genAiUsers;
    if (!gen && !saasUsers) return [];
    return [{
      kind: 'navigate',
      id: `app:${app.name}`,
      scope: 'pages',
      badge: t(app.is_gen_ai ? 'badge.genAiApp' : 'badge.saasApp', NS),
      title: app.name,
      subtitle: t('entity.subtitle', { ...NS, access: accessLabel(app) }),
      keywords: [app.access_type, t('entity.keywords', NS)],
      href: gen ? linkTo('gen-ai-users', { name: app.name }) : linkTo('saas-users', { name: app.name }),
    }];
  });
}

function useSaasUsersStep(ctx: CommandContext): readonly Command[] {
  const apps = useApps(ctx);
  const { access, t } = ctx;
  return useMemo(() => appEntities(apps.filter((app) => !app.is_gen_ai), access, t), [apps, access, t]);
}

function useGenAiUsersStep(ctx: CommandContext): readonly Command[] {
  const apps = useApps(ctx);
  const { access, t } = ctx;
  return useMemo(() => appEntities(apps.filter((app) => app.is_gen_ai), access, t), [apps, access, t]);
}

export const appsArea: CommandArea = {
  id: 'apps',
  // 'SaaS App Usage › Slack' opens /saas-users/Slack (issue 6: parametrised routes through an entity step)
  entityRoutes: ['saas-users', 'gen-ai-users'],
  useCommands(ctx) {
    const apps = useApps(ctx);
    const mayChange = mayChangeAccess(ctx);
    const { access, t, search } = ctx;
    // only the verb commands follow the search, so the rest is not rebuilt on every keystroke
    const verbs = useMemo(() => (mayChange ? verbCommands(search, apps, t) : []), [mayChange, search, apps, t]);
    const rest = useMemo(() => {
      const commands: Command[] = [];
      const saasStep = entityStep('saas-users', access, t, { useCommands: useSaasUsersStep });
      const genAiStep = entityStep('gen-ai-users', access, t, { useCommands: useGenAiUsersStep });
      if (saasStep) commands.push(saasStep);
      if (genAiStep) commands.push(genAiStep);
      if (mayChange) {
        commands.push({
          kind: 'page',
          id: 'app-access',
          scope: 'actions',
          badge: t('badge.action'),
          title: t('picker.title', NS),
          subtitle: t('picker.subtitle', NS),
          keywords: [t('picker.keywords', NS)],
          page: { id: 'app-access', title: t('picker.title', NS), useCommands: useAppPickerCommands },
        });
      }
      return [...commands, ...appEntities(apps, access, t)];
    }, [apps, mayChange, access, t]);
    return useMemo(() => (verbs.length ? [...verbs, ...rest] : rest), [verbs, rest]);
  },
};
