// One remote command as the console follows it (spec part 2 §4, issue 19): Queued (waiting; the device
// is offline or slow), Delivered once the agent has taken it, then Success, Failure or Abort (timed out);
// Cancelled when an admin cancels it while it is still Queued. The console polls the command's status
// with a backoff (1 s doubling to 15 s, back to 1 s when something changed) until it is final, and
// loads the output of a Success or Failure when asked to. Pure: the calls are injected with .provide().
import { assign, fromPromise, setup } from 'xstate';

/** The statuses a command can have on the server (spec part 2 §4 plus Cancelled, issue 19). */
export type RemoteCommandStatus = 'Queued' | 'Success' | 'Failure' | 'Abort' | 'Cancelled';
export const FINAL_COMMAND_STATUSES: readonly RemoteCommandStatus[] = ['Success', 'Failure', 'Abort', 'Cancelled'];

/** What one status call says about a command. */
export interface RemoteCommandState {
  status: RemoteCommandStatus;
  /** when the agent took the command; null while nobody picked it up */
  delivered_at: string | null;
  /** the output when the call carries it (a list call does not) */
  output?: string | null;
  exit_code?: number | null;
}

/** The first wait between two status calls, and the longest (issue 19: 1 s doubling to 15 s). */
export const POLL_FIRST_MS = 1_000;
export const POLL_MAX_MS = 15_000;

export interface RemoteCommandInput {
  id: string;
  /** what the console already knows (the list row, the send call's answer) */
  initial: RemoteCommandState;
  /** load the output once the command has a result (the detail view; a list row does not) */
  withOutput?: boolean;
}

export interface RemoteCommandContext {
  id: string;
  state: RemoteCommandState;
  withOutput: boolean;
  output: string | null;
  /** the output call has answered (an empty answer is not asked again) */
  outputLoaded: boolean;
  /** the wait before the next status call */
  delay: number;
  /** the last failed call's message, cleared by the next good one */
  error: string | null;
}

export type RemoteCommandEvent =
  /** poll now and start the backoff over (the user asked, or the window regained focus) */
  | { type: 'command.refresh' }
  /** the admin cancels a Queued command */
  | { type: 'command.cancel' };

export function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'exception' in error && typeof error.exception === 'string') return error.exception;
  if (error instanceof Error && error.message) return error.message;
  return 'The command could not be reached.';
}

export const isFinalStatus = (status: RemoteCommandStatus): boolean => FINAL_COMMAND_STATUSES.includes(status);
const changed = (a: RemoteCommandState, b: RemoteCommandState) => a.status !== b.status || (a.delivered_at ?? null) !== (b.delivered_at ?? null);

/** The next wait after a status call: back to the first when something changed, else doubled up to the ceiling. */
export function nextDelay(current: number, somethingChanged: boolean): number {
  return somethingChanged ? POLL_FIRST_MS : Math.min(current * 2, POLL_MAX_MS);
}

const adopt = (context: RemoteCommandContext, next: RemoteCommandState): Partial<RemoteCommandContext> => ({
  state: next,
  output: next.output ?? context.output,
  delay: nextDelay(context.delay, changed(context.state, next)),
  error: null,
});

/** Where a known state belongs among the machine's states. */
const routes = [
  { guard: 'needsOutput', target: '#remoteCommand.loadingOutput' },
  { guard: 'isSuccess', target: '#remoteCommand.success' },
  { guard: 'isFailure', target: '#remoteCommand.failure' },
  { guard: 'isAbort', target: '#remoteCommand.abort' },
  { guard: 'isCancelled', target: '#remoteCommand.cancelled' },
  { guard: 'isDelivered', target: '#remoteCommand.delivered' },
  { target: '#remoteCommand.queued' },
] as const;

export const remoteCommandMachine = setup({
  types: {
    context: {} as RemoteCommandContext,
    events: {} as RemoteCommandEvent,
    input: {} as RemoteCommandInput,
  },
  actors: {
    fetchStatus: fromPromise<RemoteCommandState, { id: string }>(async () => {
      throw new Error('fetchStatus is not provided');
    }),
    cancelCommand: fromPromise<RemoteCommandState, { id: string }>(async () => {
      throw new Error('cancelCommand is not provided');
    }),
    fetchOutput: fromPromise<string | null, { id: string }>(async () => {
      throw new Error('fetchOutput is not provided');
    }),
  },
  guards: {
    isSuccess: ({ context }) => context.state.status === 'Success',
    isFailure: ({ context }) => context.state.status === 'Failure',
    isAbort: ({ context }) => context.state.status === 'Abort',
    isCancelled: ({ context }) => context.state.status === 'Cancelled',
    isQueued: ({ context }) => context.state.status === 'Queued' && context.state.delivered_at === null,
    isDelivered: ({ context }) => context.state.status === 'Queued' && context.state.delivered_at !== null,
    needsOutput: ({ context }) =>
      context.withOutput && !context.outputLoaded && context.output === null && (context.state.status === 'Success' || context.state.status === 'Failure'),
  },
  delays: {
    poll: ({ context }) => context.delay,
  },
}).createMachine({
  id: 'remoteCommand',
  context: ({ input }) => ({
    id: input.id,
    state: input.initial,
    withOutput: input.withOutput ?? false,
    output: input.initial.output ?? null,
    outputLoaded: false,
    delay: POLL_FIRST_MS,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [...routes] },
    // Waiting for the agent; only a command nobody has taken yet can be cancelled.
    queued: {
      after: { poll: 'fetching' },
      on: {
        'command.refresh': { target: 'fetching', actions: assign({ delay: POLL_FIRST_MS }) },
        'command.cancel': { target: 'cancelling' },
      },
    },
    // An agent has taken it and runs it.
    delivered: {
      after: { poll: 'fetching' },
      on: { 'command.refresh': { target: 'fetching', actions: assign({ delay: POLL_FIRST_MS }) } },
    },
    fetching: {
      invoke: {
        src: 'fetchStatus',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'starting', actions: assign(({ context, event }) => adopt(context, event.output)) },
        // a failed call changes nothing known: wait longer and ask again
        onError: { target: 'starting', actions: assign(({ context, event }) => ({ error: messageOf(event.error), delay: nextDelay(context.delay, false) })) },
      },
      on: { 'command.cancel': { guard: 'isQueued', target: 'cancelling' } },
    },
    cancelling: {
      invoke: {
        src: 'cancelCommand',
        input: ({ context }) => ({ id: context.id }),
        // the server answers with the command as it now is: Cancelled, or already taken or finished
        onDone: { target: 'starting', actions: assign(({ context, event }) => adopt(context, event.output)) },
        onError: { target: 'starting', actions: assign({ error: ({ event }) => messageOf(event.error), delay: POLL_FIRST_MS }) },
      },
    },
    loadingOutput: {
      invoke: {
        src: 'fetchOutput',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'starting', actions: assign({ output: ({ event }) => event.output, outputLoaded: true }) },
        onError: { target: 'starting', actions: assign({ error: ({ event }) => messageOf(event.error), outputLoaded: true }) },
      },
    },
    success: { type: 'final' },
    failure: { type: 'final' },
    abort: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The state the console shows for a command: the server's status, or Delivered while an agent runs it. */
export type ShownCommandStatus = RemoteCommandStatus | 'Delivered';

export function shownStatus(state: RemoteCommandState): ShownCommandStatus {
  return state.status === 'Queued' && state.delivered_at !== null ? 'Delivered' : state.status;
}
