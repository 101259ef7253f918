// The setup guide (spec part 2 §4, part 1 §4): on leaving the Dashboard the visited steps are fetched
// and the remaining ones collected, sorted and de-duplicated; the account status is fetched and setup
// marked started when onboarding is not required; with steps left and neither the dismissal nor the
// hide preference stored, the admin is sent to /setup-guide. The header badge counts what remains.
// Pure: the calls and the redirect are injected with .provide().
import { assign, fromPromise, setup } from 'xstate';
import type { AccountStatus } from '../../api/contract/accounts';
import { availableSteps, type SetupStatus, type SetupStepId, type SetupStepState } from '../../api/contract/setup';

export interface SetupFlags {
  readonly enable_mdm: boolean;
  readonly enable_vpn: boolean;
}

export interface SetupGuideContext {
  flags: SetupFlags | null;
  /** unvisited steps, sorted, each once: hidden ones included, as the spec counts them */
  remaining: SetupStepId[];
  badge: number;
  dismissed: boolean;
  hidden: boolean;
  loaded: boolean;
}

export type SetupGuideEvent =
  | { type: 'setup.load'; flags: SetupFlags }
  | { type: 'dashboard.left' }
  | { type: 'setup.statusChanged'; status: SetupStatus }
  | { type: 'setup.reset' };

const stepNumber = (step: string) => Number(step.replace(/^\D+/, '')) || 0;

/** Collects the steps not visited, sorted by number and each once (a step visited in any entry counts as visited). */
export function remainingSteps(steps: readonly SetupStepState[]): SetupStepId[] {
  const visited = new Set(steps.filter((s) => s.visited).map((s) => s.step));
  const open = new Set(steps.filter((s) => !visited.has(s.step)).map((s) => s.step));
  return [...open].sort((a, b) => stepNumber(a) - stepNumber(b));
}

/**
 * spec part 2 §4 / §9: the remaining count less 2 without enable_mdm and less 1 without enable_vpn;
 * when that goes below zero the raw count is shown.
 */
export function badgeCount(remaining: number, flags: SetupFlags): number {
  const reduced = remaining - (flags.enable_mdm ? 0 : 2) - (flags.enable_vpn ? 0 : 1);
  return reduced < 0 ? remaining : reduced;
}

/** Steps left that this company can actually do (hidden steps can never be completed, so they never redirect). */
export function openSteps(remaining: readonly SetupStepId[], flags: SetupFlags): SetupStepId[] {
  const available = new Set(availableSteps(flags));
  return remaining.filter((s) => available.has(s));
}

const EMPTY: SetupGuideContext = { flags: null, remaining: [], badge: 0, dismissed: false, hidden: false, loaded: false };

function fromStatus(status: SetupStatus, flags: SetupFlags | null): Partial<SetupGuideContext> {
  const remaining = remainingSteps(status.steps);
  return { remaining, badge: flags ? badgeCount(remaining.length, flags) : remaining.length, dismissed: status.dismissed, hidden: status.hidden, loaded: true };
}

export const setupGuideMachine = setup({
  types: {
    context: {} as SetupGuideContext,
    events: {} as SetupGuideEvent,
  },
  actors: {
    fetchSetupStatus: fromPromise<SetupStatus>(async () => {
      throw new Error('fetchSetupStatus is not provided');
    }),
    fetchAccountStatus: fromPromise<AccountStatus>(async () => {
      throw new Error('fetchAccountStatus is not provided');
    }),
    markSetupStarted: fromPromise<unknown>(async () => {
      throw new Error('markSetupStarted is not provided');
    }),
  },
  actions: {
    redirectToSetupGuide: () => {},
  },
  guards: {
    setupNotStarted: (_, params: { status: AccountStatus }) => !params.status.user_onboarding_required && !params.status.setup_started,
    shouldRedirect: ({ context }) =>
      context.flags !== null && !context.dismissed && !context.hidden && openSteps(context.remaining, context.flags).length > 0,
  },
}).createMachine({
  id: 'setupGuide',
  context: EMPTY,
  initial: 'idle',
  on: {
    // spec part 1 §4: a company switch resets the setup state.
    'setup.reset': { target: '.idle', actions: assign(() => EMPTY) },
    'setup.statusChanged': { actions: assign(({ context, event }) => fromStatus(event.status, context.flags)) },
  },
  states: {
    idle: {
      on: { 'setup.load': { target: 'loading', actions: assign({ flags: ({ event }) => event.flags }) } },
    },
    loading: {
      invoke: {
        src: 'fetchSetupStatus',
        onDone: { target: 'ready', actions: assign(({ context, event }) => fromStatus(event.output, context.flags)) },
        onError: 'ready',
      },
      on: { 'dashboard.left': 'checking' },
    },
    ready: {
      on: {
        'setup.load': { target: 'loading', actions: assign({ flags: ({ event }) => event.flags }) },
        'dashboard.left': 'checking',
      },
    },
    checking: {
      initial: 'steps',
      onDone: 'ready',
      states: {
        steps: {
          invoke: {
            src: 'fetchSetupStatus',
            onDone: { target: 'account', actions: assign(({ context, event }) => fromStatus(event.output, context.flags)) },
            onError: 'done',
          },
        },
        account: {
          invoke: {
            src: 'fetchAccountStatus',
            onDone: [
              { guard: { type: 'setupNotStarted', params: ({ event }) => ({ status: event.output }) }, target: 'starting' },
              { target: 'deciding' },
            ],
            // Without the account status the redirect is still decided from the steps.
            onError: 'deciding',
          },
        },
        starting: {
          invoke: { src: 'markSetupStarted', onDone: 'deciding', onError: 'deciding' },
        },
        deciding: {
          always: [{ guard: 'shouldRedirect', target: 'done', actions: 'redirectToSetupGuide' }, { target: 'done' }],
        },
        done: { type: 'final' },
      },
    },
  },
});
