// The browser session (spec part 1 §4): signed in until the user signs out, the token expires or
// the server answers 401. Pure: storage and navigation are actions injected with .provide().
import { assign, setup } from 'xstate';
import type { Session } from '../lib/stored-user';

export type SignOutReason = 'signOut' | 'expired' | 'unauthorized' | 'elsewhere';

export interface SessionInput {
  /** the session found in storage at launch, if any */
  session: Session | null;
  /** the clock, in epoch milliseconds */
  now: () => number;
}

export interface SessionContext {
  session: Session | null;
  reason: SignOutReason | null;
  now: () => number;
}

export type SessionEvent =
  | { type: 'session.signIn'; session: Session }
  | { type: 'session.replace'; session: Session }
  | { type: 'session.signOut' }
  /** another tab signed out: the shared storage is already empty */
  | { type: 'session.endedElsewhere' }
  | { type: 'session.unauthorized' };

/** setTimeout cannot wait longer than 2^31 - 1 ms (about 24.8 days); a longer token re-arms the timer. */
export const MAX_TIMER_MS = 2_147_483_647;

export function msUntilExpiry(session: Session, now: number): number {
  return session.claims.exp * 1000 - now;
}

function endWith(reason: SignOutReason) {
  return [
    { type: 'forget', params: { reason } },
    { type: 'clearSession' },
    { type: 'redirectToLogin', params: { reason } },
  ] as const;
}

const sessionOfEvent = ({ event }: { event: { session: Session } }) => ({ session: event.session });
const adopt = [
  { type: 'adopt', params: sessionOfEvent },
  { type: 'persistSession', params: sessionOfEvent },
] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    adopt: assign((_, params: { session: Session }) => ({ session: params.session, reason: null })),
    forget: assign((_, params: { reason: SignOutReason }) => ({ session: null, reason: params.reason })),
    /** write the user to storage */
    persistSession: (_, _params: { session: Session }) => {},
    /** forget the stored user and everything cached for it */
    clearSession: () => {},
    /** go to the sign-in page */
    redirectToLogin: (_, _params: { reason: SignOutReason }) => {},
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    isExpired: ({ context }) => context.session !== null && msUntilExpiry(context.session, context.now()) <= 0,
  },
  delays: {
    untilExpiry: ({ context }) =>
      context.session ? Math.min(Math.max(msUntilExpiry(context.session, context.now()), 0), MAX_TIMER_MS) : 0,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ session: input.session, reason: null, now: input.now }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasSession', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'session.signIn': { target: 'signedIn', actions: adopt },
      },
    },
    signedIn: {
      // Checked on entry and after every event: an already-expired token logs out at once.
      always: { guard: 'isExpired', target: 'signedOut', actions: endWith('expired') },
      // Re-entering recomputes the delay; the check above then logs out, or re-arms a capped timer.
      after: { untilExpiry: { target: 'signedIn', reenter: true } },
      on: {
        'session.signIn': { target: 'signedIn', reenter: true, actions: adopt },
        'session.replace': { target: 'signedIn', reenter: true, actions: adopt },
        'session.signOut': { target: 'signedOut', actions: endWith('signOut') },
        'session.endedElsewhere': { target: 'signedOut', actions: endWith('elsewhere') },
        'session.unauthorized': { target: 'signedOut', actions: endWith('unauthorized') },
      },
    },
  },
});
