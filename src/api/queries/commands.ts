// Query factories and changes of remote commands (issue 19; spec part 2 §4, §7 "Devices"), every call made
// through the contract's commandsApi: the command list and its HEAD total, one command for live polling,
// its output as text, the library, runs (preview, confirm, cancel) and cancelling one command.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import {
  commandsApi,
  type CommandListQuery,
  type CommandTarget,
  type CommandRun,
  type LibraryCommandBody,
  type RemoteCommand,
  type ScriptCommandBody,
} from '../contract/commands';
import type { PLATFORM_FAMILIES } from '../contract/catalog';

/** What the list screens send: the contract's filters, one page. */
export type CommandListParams = Partial<CommandListQuery>;

const withoutPage = ({ page: _page, size: _size, ...rest }: CommandListParams) => rest;

export const commandQueries = {
  all: () => ['commands'] as const,
  lists: () => [...commandQueries.all(), 'list'] as const,
  /** GET /device-commands: one page, or null when the call failed */
  list: (query: CommandListParams) =>
    queryOptions({ queryKey: [...commandQueries.lists(), query] as const, queryFn: () => listEndpoint(commandsApi.listCommands, { query }) }),
  /** HEAD /device-commands: the total of the same filters */
  count: (query: CommandListParams) =>
    queryOptions({
      queryKey: [...commandQueries.all(), 'count', withoutPage(query)] as const,
      queryFn: () => countEndpoint(commandsApi.countCommands, { query: withoutPage(query) }),
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...commandQueries.all(), 'detail', id] as const, queryFn: ({ signal }) => fetchCommand(id, signal) }),
  output: (id: string) =>
    queryOptions({ queryKey: [...commandQueries.all(), 'output', id] as const, queryFn: ({ signal }) => fetchCommandOutput(id, signal) }),
  /** GET /device-lib-commands: the library, for one platform family or all */
  library: (platform?: (typeof PLATFORM_FAMILIES)[number]) =>
    queryOptions({
      queryKey: [...commandQueries.all(), 'library', platform ?? 'all'] as const,
      queryFn: ({ signal }) => callEndpoint(commandsApi.listLibrary, { query: { platform } }, { signal }),
      staleTime: 5 * 60_000,
    }),
  run: (id: string) =>
    queryOptions({ queryKey: [...commandQueries.all(), 'run', id] as const, queryFn: ({ signal }) => callEndpoint(commandsApi.getRun, { params: { id } }, { signal }) }),
};

/** GET /device-commands/{id}: the command as it is now (the remote-command machine polls this). */
export function fetchCommand(id: string, signal?: AbortSignal): Promise<RemoteCommand> {
  return callEndpoint(commandsApi.getCommand, { params: { id } }, { signal });
}

/** GET /device-commands-output/{id}: the output as text; null when there is none. */
export async function fetchCommandOutput(id: string, signal?: AbortSignal): Promise<string | null> {
  const res = await fetchEndpoint(commandsApi.getCommandOutput, { params: { id } }, { signal });
  const text = await res.text();
  return text === '' ? null : text;
}

/** POST /device-commands/{id}/cancel: the command as it is after the cancel (Cancelled). */
export function cancelCommand(id: string): Promise<RemoteCommand> {
  return callEndpoint(commandsApi.cancelCommand, { params: { id } });
}

const invalidateAll = (client: QueryClient) => client.invalidateQueries({ queryKey: commandQueries.all() });

/** What runs: a library command with its parameters, or a custom script with its shell. */
export type SendSpec = ({ kind: 'library' } & Omit<LibraryCommandBody, 'target'>) | ({ kind: 'script' } & Omit<ScriptCommandBody, 'target'>);
/** What the send form sends: what runs, and on whom. */
export type SendRequest = SendSpec & { target: CommandTarget };

export const commandMutations = {
  /** One endpoint: queued at once (a confirmed run). Any other target: a draft run to confirm. */
  send: () =>
    mutationOptions({
      mutationKey: [...commandQueries.all(), 'send'],
      mutationFn: (request: SendRequest): Promise<CommandRun> => {
        if (request.kind === 'library') {
          const { kind: _kind, ...body } = request;
          return callEndpoint(commandsApi.sendLibraryCommand, { body });
        }
        const { kind: _kind, ...body } = request;
        return callEndpoint(commandsApi.sendScript, { body });
      },
      onSettled: (_d, _e, _v, _r, context) => invalidateAll(context.client),
    }),
  /** Queues one command per frozen target of a draft run. */
  confirmRun: () =>
    mutationOptions({
      mutationKey: [...commandQueries.all(), 'confirm'],
      mutationFn: (id: string) => callEndpoint(commandsApi.confirmRun, { params: { id } }),
      onSettled: (_d, _e, _v, _r, context) => invalidateAll(context.client),
    }),
  /** Drops a draft, or cancels a confirmed run's targets still Queued. */
  cancelRun: () =>
    mutationOptions({
      mutationKey: [...commandQueries.all(), 'cancel-run'],
      mutationFn: (id: string) => callEndpoint(commandsApi.cancelRun, { params: { id } }),
      onSettled: (_d, _e, _v, _r, context) => invalidateAll(context.client),
    }),
  cancelCommand: () =>
    mutationOptions({
      mutationKey: [...commandQueries.all(), 'cancel'],
      mutationFn: (id: string) => cancelCommand(id),
      onSettled: (_d, _e, _v, _r, context) => invalidateAll(context.client),
    }),
};

/** GET /execute-command/{id}/{token}: the public status a signed link shows (no session; refetched while waiting). */
export const publicCommandQueries = {
  status: (id: string, token: string) =>
    queryOptions({
      queryKey: ['public-command', id, token] as const,
      queryFn: ({ signal }) => callEndpoint(commandsApi.getPublicStatus, { params: { id, token } }, { signal, globalErrors: false }),
      retry: false,
    }),
};

/** POST /device-commands/{id}/share-link: a signed link to the public Command Execution page. */
export function createShareLink(id: string) {
  return callEndpoint(commandsApi.getShareLink, { params: { id } });
}
