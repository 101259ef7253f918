import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AccountStatus } from '../../api/contract/accounts';
import { SETUP_STEP_IDS, type SetupStatus, type SetupStepId } from '../../api/contract/setup';
import { badgeCount, remainingSteps, setupGuideMachine, type SetupFlags } from './setup-guide';

const ALL_ON: SetupFlags = { enable_mdm: true, enable_vpn: true };
const ALL_OFF: SetupFlags = { enable_mdm: false, enable_vpn: false };

function statusWith(visited: readonly SetupStepId[], prefs: Partial<Pick<SetupStatus, 'dismissed' | 'hidden'>> = {}): SetupStatus {
  return {
    steps: SETUP_STEP_IDS.map((step) => ({ step, visited: visited.includes(step), visited_at: visited.includes(step) ? '2026-11-20T10:00:00.000Z' : null })),
    dismissed: prefs.dismissed ?? false,
    hidden: prefs.hidden ?? false,
  };
}

interface Fakes {
  status: () => SetupStatus;
  account?: () => AccountStatus;
  startFails?: boolean;
}

function run(fakes: Fakes) {
  const calls: string[] = [];
  const machine = setupGuideMachine.provide({
    actors: {
      fetchSetupStatus: fromPromise<SetupStatus>(async () => {
        calls.push('fetchSetupStatus');
        return fakes.status();
      }),
      fetchAccountStatus: fromPromise<AccountStatus>(async () => {
        calls.push('fetchAccountStatus');
        return fakes.account?.() ?? { user_onboarding_required: false, setup_started: true };
      }),
      markSetupStarted: fromPromise<unknown>(async () => {
        calls.push('markSetupStarted');
        if (fakes.startFails) throw new Error('403');
        return null;
      }),
    },
    actions: { redirectToSetupGuide: () => calls.push('redirect') },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

async function loaded(fakes: Fakes, flags: SetupFlags) {
  const r = run(fakes);
  r.actor.send({ type: 'setup.load', flags });
  await waitFor(r.actor, (s) => s.matches('ready'));
  return r;
}

async function leaveDashboard(r: ReturnType<typeof run>) {
  r.actor.send({ type: 'dashboard.left' });
  expect(r.actor.getSnapshot().matches('checking')).toBe(true);
  await waitFor(r.actor, (s) => s.matches('ready'));
}

describe('remaining steps', () => {
  it('are collected, sorted and de-duplicated', () => {
    const steps = [
      { step: 'Step_8', visited: false, visited_at: null },
      { step: 'Step_2', visited: false, visited_at: null },
      { step: 'Step_2', visited: false, visited_at: null },
      { step: 'Step_1', visited: true, visited_at: '2026-11-20T10:00:00.000Z' },
      { step: 'Step_1', visited: false, visited_at: null },
    ] as const;
    expect(remainingSteps(steps)).toEqual(['Step_2', 'Step_8']);
  });
});

describe('badge count (spec part 2 §4)', () => {
  it.each([
    [8, ALL_ON, 8],
    [8, { enable_mdm: false, enable_vpn: true }, 6],
    [8, { enable_mdm: true, enable_vpn: false }, 7],
    [8, ALL_OFF, 5],
    // below zero: the raw count is shown
    [2, ALL_OFF, 2],
    [1, { enable_mdm: false, enable_vpn: true }, 1],
    [0, ALL_OFF, 0],
    [3, ALL_OFF, 0],
  ])('%i remaining with %o shows %i', (remaining, flags, shown) => {
    expect(badgeCount(remaining, flags)).toBe(shown);
  });
});

describe('setup guide machine', () => {
  it('loads the badge from the visited steps without redirecting', async () => {
    const { actor, calls } = await loaded({ status: () => statusWith(['Step_1', 'Step_2']) }, ALL_OFF);
    expect(actor.getSnapshot().context).toMatchObject({ remaining: ['Step_3', 'Step_4', 'Step_5', 'Step_6', 'Step_7', 'Step_8'], badge: 3, loaded: true });
    expect(calls).toEqual(['fetchSetupStatus']);
  });

  it.each([
    [ALL_ON, 8],
    [{ enable_mdm: false, enable_vpn: true }, 6],
    [{ enable_mdm: true, enable_vpn: false }, 7],
    [ALL_OFF, 5],
  ])('with flags %o and nothing visited, leaving the dashboard redirects and the badge shows %i', async (flags, badge) => {
    const r = await loaded({ status: () => statusWith([]) }, flags);
    await leaveDashboard(r);
    expect(r.calls).toEqual(['fetchSetupStatus', 'fetchSetupStatus', 'fetchAccountStatus', 'redirect']);
    expect(r.actor.getSnapshot().context.badge).toBe(badge);
  });

  it('does not redirect when no step remains', async () => {
    const r = await loaded({ status: () => statusWith(SETUP_STEP_IDS) }, ALL_ON);
    await leaveDashboard(r);
    expect(r.calls).not.toContain('redirect');
    expect(r.actor.getSnapshot().context.badge).toBe(0);
  });

  it('does not redirect when only steps hidden by the flags remain, and shows the raw count below zero', async () => {
    const r = await loaded({ status: () => statusWith(['Step_1', 'Step_2', 'Step_3', 'Step_4', 'Step_6', 'Step_7', 'Step_8']) }, ALL_OFF);
    await leaveDashboard(r);
    expect(r.calls).not.toContain('redirect');
    expect(r.actor.getSnapshot().context).toMatchObject({ remaining: ['Step_5'], badge: 1 });
  });

  it('does not redirect when the guide was dismissed', async () => {
    const r = await loaded({ status: () => statusWith([], { dismissed: true }) }, ALL_ON);
    await leaveDashboard(r);
    expect(r.calls).not.toContain('redirect');
    expect(r.actor.getSnapshot().context.dismissed).toBe(true);
  });

  it('does not redirect when the hide-setup-guide preference is stored', async () => {
    const r = await loaded({ status: () => statusWith([], { hidden: true }) }, ALL_ON);
    await leaveDashboard(r);
    expect(r.calls).not.toContain('redirect');
  });

  it('uses the status fetched on leaving, not the one loaded before', async () => {
    let visited: SetupStepId[] = [];
    const r = await loaded({ status: () => statusWith(visited) }, ALL_OFF);
    expect(r.actor.getSnapshot().context.badge).toBe(5);
    visited = ['Step_1', 'Step_2', 'Step_3', 'Step_4', 'Step_8'];
    await leaveDashboard(r);
    expect(r.calls).not.toContain('redirect');
    expect(r.actor.getSnapshot().context).toMatchObject({ remaining: ['Step_5', 'Step_6', 'Step_7'], badge: 0 });
  });

  it('marks setup started when onboarding is not required and setup has not started', async () => {
    const r = await loaded({ status: () => statusWith([]), account: () => ({ user_onboarding_required: false, setup_started: false }) }, ALL_ON);
    await leaveDashboard(r);
    expect(r.calls).toEqual(['fetchSetupStatus', 'fetchSetupStatus', 'fetchAccountStatus', 'markSetupStarted', 'redirect']);
  });

  it('leaves setup alone when onboarding is required, and still redirects', async () => {
    const r = await loaded({ status: () => statusWith([]), account: () => ({ user_onboarding_required: true, setup_started: false }) }, ALL_ON);
    await leaveDashboard(r);
    expect(r.calls).not.toContain('markSetupStarted');
    expect(r.calls).toContain('redirect');
  });

  it('still decides the redirect when marking setup started fails', async () => {
    const r = await loaded({ status: () => statusWith([]), account: () => ({ user_onboarding_required: false, setup_started: false }), startFails: true }, ALL_ON);
    await leaveDashboard(r);
    expect(r.calls.slice(-2)).toEqual(['markSetupStarted', 'redirect']);
  });

  it('neither redirects nor shows a badge when the status cannot be fetched', async () => {
    const r = run({ status: () => { throw new Error('offline'); } });
    r.actor.send({ type: 'setup.load', flags: ALL_ON });
    await waitFor(r.actor, (s) => s.matches('ready'));
    await leaveDashboard(r);
    expect(r.calls).toEqual(['fetchSetupStatus', 'fetchSetupStatus']);
    expect(r.actor.getSnapshot().context.badge).toBe(0);
  });

  it('lowers the badge when a step is completed', async () => {
    const r = await loaded({ status: () => statusWith([]) }, ALL_OFF);
    r.actor.send({ type: 'setup.statusChanged', status: statusWith(['Step_1']) });
    expect(r.actor.getSnapshot().context.badge).toBe(4);
  });

  it('forgets everything on a company switch and loads the new company with its flags', async () => {
    let visited: SetupStepId[] = ['Step_1'];
    let dismissed = true;
    const r = await loaded({ status: () => statusWith(visited, { dismissed }) }, ALL_ON);
    r.actor.send({ type: 'setup.reset' });
    expect(r.actor.getSnapshot().value).toBe('idle');
    expect(r.actor.getSnapshot().context).toMatchObject({ remaining: [], badge: 0, dismissed: false, loaded: false, flags: null });
    r.actor.send({ type: 'dashboard.left' });
    expect(r.actor.getSnapshot().value).toBe('idle');
    visited = [];
    dismissed = false;
    r.actor.send({ type: 'setup.load', flags: ALL_OFF });
    await waitFor(r.actor, (s) => s.matches('ready'));
    expect(r.actor.getSnapshot().context).toMatchObject({ badge: 5, dismissed: false });
  });
});
