import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Session } from '../lib/stored-user';
import { MAX_TIMER_MS, sessionMachine, type SignOutReason } from './session';

const START = Date.UTC(2026, 0, 5, 9, 0, 0);

function sessionExpiringIn(seconds: number, account = 'acme'): Session {
  const exp = Math.floor(START / 1000) + seconds;
  return {
    user: {
      display_name: 'Ada Admin',
      email: 'admin@acme.test',
      token: `token-${account}-${exp}`,
      login_type: 'BASIC',
      account_name: account,
      account_id: `${account}-id`,
    },
    claims: { sub: 'u1', email: 'admin@acme.test', role: 'ADMIN', account_id: `${account}-id`, account_name: account, exp },
  };
}

function start(session: Session | null) {
  const effects: string[] = [];
  const persisted: Session[] = [];
  const machine = sessionMachine.provide({
    actions: {
      persistSession: (_, params: { session: Session }) => {
        effects.push('persist');
        persisted.push(params.session);
      },
      clearSession: () => effects.push('clear'),
      redirectToLogin: (_, params: { reason: SignOutReason }) => effects.push(`redirect:${params.reason}`),
    },
  });
  const actor = createActor(machine, { input: { session, now: () => Date.now() } }).start();
  return { actor, effects, persisted };
}

describe('session machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts signed out without a stored session and does nothing', () => {
    const { actor, effects } = start(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual([]);
  });

  it('launched with a stored session, logs out at the token expiry and not before', () => {
    const { actor, effects } = start(sessionExpiringIn(60));
    expect(actor.getSnapshot().value).toBe('signedIn');
    vi.advanceTimersByTime(59_999);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(effects).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ session: null, reason: 'expired' });
    expect(effects).toEqual(['clear', 'redirect:expired']);
  });

  it('logs out at once when the stored token has already expired', () => {
    const { actor, effects } = start(sessionExpiringIn(-5));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual(['clear', 'redirect:expired']);
  });

  it('signing in persists the session and schedules its expiry', () => {
    const { actor, effects, persisted } = start(null);
    const session = sessionExpiringIn(120);
    actor.send({ type: 'session.signIn', session });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.session).toBe(session);
    expect(persisted).toEqual([session]);
    vi.advanceTimersByTime(119_000);
    expect(actor.getSnapshot().value).toBe('signedIn');
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual(['persist', 'clear', 'redirect:expired']);
  });

  it('a 401 logs out with its reason', () => {
    const { actor, effects } = start(sessionExpiringIn(3600));
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.reason).toBe('unauthorized');
    expect(effects).toEqual(['clear', 'redirect:unauthorized']);
    vi.advanceTimersByTime(3600_000);
    expect(effects).toEqual(['clear', 'redirect:unauthorized']);
  });

  it('signing out, or a logout in another tab, clears the session and redirects', () => {
    const first = start(sessionExpiringIn(3600));
    first.actor.send({ type: 'session.signOut' });
    expect(first.actor.getSnapshot().value).toBe('signedOut');
    expect(first.effects).toEqual(['clear', 'redirect:signOut']);

    const second = start(sessionExpiringIn(3600));
    second.actor.send({ type: 'session.endedElsewhere' });
    expect(second.actor.getSnapshot().context.reason).toBe('elsewhere');
    expect(second.effects).toEqual(['clear', 'redirect:elsewhere']);
  });

  it('replacing the session reschedules the timer to the new expiry', () => {
    const { actor, effects, persisted } = start(sessionExpiringIn(60));
    vi.advanceTimersByTime(30_000);
    const replacement = sessionExpiringIn(120, 'globex');
    actor.send({ type: 'session.replace', session: replacement });
    expect(persisted).toEqual([replacement]);
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.session?.user.account_name).toBe('globex');
    vi.advanceTimersByTime(59_999);
    expect(actor.getSnapshot().value).toBe('signedIn');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual(['persist', 'clear', 'redirect:expired']);
  });

  it('a shorter replacement expires earlier', () => {
    const { actor } = start(sessionExpiringIn(3600));
    actor.send({ type: 'session.replace', session: sessionExpiringIn(10) });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('a token longer than the longest timer re-arms the timer instead of firing early', () => {
    const thirtyDays = 30 * 24 * 3600;
    const { actor } = start(sessionExpiringIn(thirtyDays));
    vi.advanceTimersByTime(MAX_TIMER_MS + 1);
    expect(actor.getSnapshot().value).toBe('signedIn');
    vi.advanceTimersByTime(thirtyDays * 1000 - MAX_TIMER_MS - 2);
    expect(actor.getSnapshot().value).toBe('signedIn');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});
