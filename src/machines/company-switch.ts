// Switching company (spec part 1 §4): POST /auth/update, then the session is replaced, setup and
// navigation state are reset, the cache is cleared, a toast says so and the role's landing page opens.
// Pure: the call and every effect are injected with .provide().
import { assign, fromPromise, setup } from 'xstate';
import type { AccountDetails } from '../api/contract/accounts';
import { landingPath } from '../api/contract/access';
import type { Session } from '../lib/stored-user';

export interface SwitchResult {
  session: Session;
  /** the details of the account switched into (is_provider decides the provider admin's landing) */
  account: AccountDetails;
}

export interface CompanySwitchContext {
  clientId: string | null;
  error: string | null;
}

export type CompanySwitchEvent = { type: 'company.switch'; clientId: string };

/** The text to show for a failed switch: the server's exception when there is one. */
export function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'exception' in error && typeof error.exception === 'string') return error.exception;
  if (error instanceof Error && error.message) return error.message;
  return 'The company could not be switched.';
}

export const companySwitchMachine = setup({
  types: {
    context: {} as CompanySwitchContext,
    events: {} as CompanySwitchEvent,
  },
  actors: {
    switchCompany: fromPromise<SwitchResult, { clientId: string }>(async () => {
      throw new Error('switchCompany is not provided');
    }),
  },
  actions: {
    replaceSession: (_, _params: { session: Session }) => {},
    resetSetupState: () => {},
    resetNavigation: () => {},
    clearQueryCache: () => {},
    notifySwitched: () => {},
    notifyFailure: (_, _params: { message: string }) => {},
    navigateTo: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'companySwitch',
  context: { clientId: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'company.switch': {
          target: 'switching',
          actions: assign({ clientId: ({ event }) => event.clientId, error: null }),
        },
      },
    },
    switching: {
      invoke: {
        src: 'switchCompany',
        input: ({ context }) => ({ clientId: context.clientId ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'replaceSession', params: ({ event }) => ({ session: event.output.session }) },
            'resetSetupState',
            'resetNavigation',
            'clearQueryCache',
            'notifySwitched',
            {
              type: 'navigateTo',
              params: ({ event }) => ({ path: landingPath(event.output.session.claims.role, event.output.account.is_provider) }),
            },
            assign({ clientId: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ clientId: null, error: ({ event }) => failureMessage(event.error) }),
            { type: 'notifyFailure', params: ({ event }) => ({ message: failureMessage(event.error) }) },
          ],
        },
      },
    },
  },
});
