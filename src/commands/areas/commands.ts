// Remote commands in the palette (issue 19): "Restart agent on…" (one per library command) walks endpoint →
// confirm; typing "restart agent on MBP-042" or "collect logs from MBP-042" goes straight to the confirm
// step; "Cancel a queued command" lists the commands still Queued. The confirm sends the very call
// /add-command sends for one endpoint (POST /device-ops-lib-command, parameters at their defaults), then
// opens the command on /commands to follow it. Company admins only (canRunCommands).
import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { canRunCommands } from '../../api/contract/access';
import type { LibraryCommand, RemoteCommand } from '../../api/contract/commands';
import type { deviceLite } from '../../api/contract/fleet';
import { commandMutations, commandQueries } from '../../api/queries/commands';
import { fleetQueries } from '../../api/queries/fleet';
import { linkTo } from '../../lib/links';
import { useSearchedRows } from './searched-rows';
import type { ActionCommand, Command, CommandArea, CommandContext, PageCommand } from '../types';

type DeviceLite = z.infer<typeof deviceLite>;
type Endpoint = Pick<DeviceLite, 'id' | 'hostname'> & Partial<Pick<DeviceLite, 'serial' | 'owner_email'>>;

const NS = { ns: 'palette-commands' } as const;
const FIRST_FETCH = 500;
const VERB_MATCHES = 5;
const QUEUED_SHOWN = 50;
const EMPTY_LIBRARY: readonly LibraryCommand[] = [];
const EMPTY_QUEUED: readonly RemoteCommand[] = [];

/** A library command the palette can send as it is: every parameter has a default or may be left out. */
const sendable = (c: LibraryCommand) => c.parameters.every((p) => !p.required || p.default !== null);

function useLibrary(ctx: CommandContext): readonly LibraryCommand[] {
  const allowed = canRunCommands(ctx.access);
  const q = useQuery({ ...commandQueries.library(), enabled: allowed });
  return useMemo(() => (allowed ? (q.data ?? EMPTY_LIBRARY).filter(sendable) : EMPTY_LIBRARY), [allowed, q.data]);
}

function useEndpoints(ctx: CommandContext): readonly DeviceLite[] {
  return useSearchedRows<DeviceLite>(canRunCommands(ctx.access), ctx.search, FIRST_FETCH, fleetQueries.lite);
}

/** "Restart agent on" or "Collect logs from": the words the palette puts before a host name. */
function phrase(command: LibraryCommand, t: CommandContext['t']): string {
  return t(command.id === 'collect-logs' ? 'run.from' : 'run.on', { ...NS, name: command.name });
}

function confirmPage(command: LibraryCommand, endpoint: Endpoint, t: CommandContext['t']): PageCommand['page'] {
  return {
    id: `command-run:${command.id}:${endpoint.id}`,
    title: t('confirm.pageTitle', { ...NS, phrase: phrase(command, t), hostname: endpoint.hostname }),
    useCommands: (ctx) => useConfirmCommands(ctx, command, endpoint),
  };
}

function useConfirmCommands(ctx: CommandContext, command: LibraryCommand, endpoint: Endpoint): readonly Command[] {
  const send = useMutation(commandMutations.send());
  const { t } = ctx;
  return useMemo(() => {
    const confirm: ActionCommand = {
      kind: 'action',
      id: `command-run-confirm:${command.id}:${endpoint.id}`,
      scope: 'actions',
      badge: t('badge.action'),
      title: t('confirm.yes', { ...NS, phrase: phrase(command, t), hostname: endpoint.hostname }),
      subtitle: command.disruptive ? t('confirm.disruptive', NS) : command.description,
      keywords: [t('confirm.keywords', NS)],
      run: async (runCtx) => {
        try {
          const run = await send.mutateAsync({ kind: 'library', target: { type: 'endpoint', endpoint_id: endpoint.id }, library_command_id: command.id, params: {} });
          runCtx.notify(t('confirm.done', { ...NS, name: command.name, hostname: endpoint.hostname }), 'success');
          const id = run.targets[0]?.command_id;
          runCtx.navigate(linkTo('commands', undefined, id ? { run: run.id, cmd: id } : { run: run.id }));
        } catch (error) {
          runCtx.notify(t('confirm.failed', { ...NS, name: command.name, reason: error instanceof Error ? error.message : String(error) }), 'error');
        }
      },
    };
    const cancel: ActionCommand = {
      kind: 'action',
      id: `command-run-cancel:${command.id}:${endpoint.id}`,
      scope: 'actions',
      badge: t('badge.action'),
      title: t('confirm.no', NS),
      subtitle: t('confirm.noSubtitle', NS),
      run: () => undefined,
    };
    return [confirm, cancel];
  }, [command, endpoint, send, t]);
}

function endpointPages(command: LibraryCommand, endpoints: readonly Endpoint[], t: CommandContext['t']): PageCommand[] {
  return endpoints.map((endpoint) => ({
    kind: 'page',
    id: `command-run-endpoint:${command.id}:${endpoint.id}`,
    scope: 'actions',
    badge: t('badge.endpoint'),
    title: endpoint.hostname,
    subtitle: [endpoint.serial, endpoint.owner_email].filter(Boolean).join(' · '),
    keywords: [endpoint.serial ?? '', ...(endpoint.owner_email ? [endpoint.owner_email] : [])],
    page: confirmPage(command, endpoint, t),
  }));
}

function useEndpointStep(ctx: CommandContext, command: LibraryCommand): readonly Command[] {
  const endpoints = useEndpoints(ctx);
  const { t } = ctx;
  return useMemo(() => endpointPages(command, endpoints, t), [command, endpoints, t]);
}

/**
 * 'restart agent on mbp-042' → 'Restart agent on MBP-042', straight to its confirm step: built only while
 * the search reads "<command> on|from <host>", for the commands whose names start with the first part and
 * the endpoints whose host names start with (or contain) the rest.
 */
export function verbCommands(search: string, library: readonly LibraryCommand[], endpoints: readonly Endpoint[], t: CommandContext['t']): PageCommand[] {
  const text = search.toLowerCase().replace(/\s+/g, ' ').trim();
  const match = /^(?:run\s+)?(.+?)\s+(?:on|from)\s+(.+)$/.exec(text);
  if (!match) return [];
  const [, name, host] = match as unknown as [string, string, string];
  const commands = library.filter((c) => c.name.toLowerCase().startsWith(name) || c.id.replace(/-/g, ' ').startsWith(name));
  if (!commands.length) return [];
  const starts = endpoints.filter((e) => e.hostname.toLowerCase().startsWith(host));
  const contains = endpoints.filter((e) => !starts.includes(e) && e.hostname.toLowerCase().includes(host));
  const hosts = [...starts, ...contains];
  return commands
    .flatMap((command) => hosts.map((endpoint) => ({ command, endpoint })))
    .slice(0, VERB_MATCHES)
    .map(({ command, endpoint }) => ({
      kind: 'page',
      id: `command-verb:${command.id}:${endpoint.id}`,
      scope: 'actions',
      badge: t('badge.action'),
      title: `${phrase(command, t)} ${endpoint.hostname}`,
      subtitle: command.description,
      keywords: [command.name],
      page: confirmPage(command, endpoint, t),
    }));
}

function libraryPages(library: readonly LibraryCommand[], t: CommandContext['t']): PageCommand[] {
  return library.map((command) => ({
    kind: 'page',
    id: `command-run:${command.id}`,
    scope: 'actions',
    badge: t('badge.action'),
    title: t('run.title', { ...NS, phrase: phrase(command, t) }),
    subtitle: command.description,
    keywords: [t('run.keywords', NS)],
    page: { id: `command-run:${command.id}`, title: t('run.pageTitle', { ...NS, name: command.name }), useCommands: (ctx) => useEndpointStep(ctx, command) },
  }));
}

function useQueuedCommands(ctx: CommandContext): readonly Command[] {
  const allowed = canRunCommands(ctx.access);
  const q = useQuery({ ...commandQueries.list({ status: ['Queued'], page: 1, size: QUEUED_SHOWN }), enabled: allowed });
  const rows = (allowed ? q.data : null) ?? EMPTY_QUEUED;
  const cancel = useMutation(commandMutations.cancelCommand());
  const { t } = ctx;
  return useMemo(
    () =>
      rows.map(
        (row): ActionCommand => ({
          kind: 'action',
          id: `command-cancel:${row.id}`,
          scope: 'actions',
          badge: t('badge.action'),
          title: t('cancel.item', { ...NS, command: row.command, hostname: row.hostname }),
          subtitle: t('cancel.itemSubtitle', { ...NS, by: row.requested_by }),
          keywords: [row.hostname, row.command],
          run: async (runCtx) => {
            try {
              await cancel.mutateAsync(row.id);
              runCtx.notify(t('cancel.done', { ...NS, command: row.command, hostname: row.hostname }), 'success');
            } catch (error) {
              runCtx.notify(t('cancel.failed', { ...NS, reason: error instanceof Error ? error.message : String(error) }), 'error');
            }
          },
        }),
      ),
    [rows, cancel, t],
  );
}

export const commandsArea: CommandArea = {
  id: 'commands',
  useCommands(ctx) {
    const library = useLibrary(ctx);
    const endpoints = useEndpoints(ctx);
    const { access, t, search } = ctx;
    const allowed = canRunCommands(access);
    // only the verb commands follow the search, so the rest is not rebuilt on every keystroke
    const verbs = useMemo(() => (allowed ? verbCommands(search, library, endpoints, t) : []), [allowed, search, library, endpoints, t]);
    const rest = useMemo((): Command[] => {
      if (!allowed) return [];
      const cancel: PageCommand = {
        kind: 'page',
        id: 'command-cancel',
        scope: 'actions',
        badge: t('badge.action'),
        title: t('cancel.title', NS),
        subtitle: t('cancel.subtitle', NS),
        keywords: [t('cancel.keywords', NS)],
        page: { id: 'command-cancel', title: t('cancel.title', NS), useCommands: useQueuedCommands },
      };
      return [...libraryPages(library, t), cancel];
    }, [allowed, library, t]);
    return useMemo(() => (verbs.length ? [...verbs, ...rest] : rest), [verbs, rest]);
  },
};
