import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AccountDetails } from '../api/contract/accounts';
import type { Role } from '../api/contract/common';
import type { Session } from '../lib/stored-user';
import { companySwitchMachine, type SwitchResult } from './company-switch';

function sessionFor(account: string, role: Role): Session {
  return {
    user: { display_name: 'Ops', email: 'ops@palisade.test', token: `t-${account}`, login_type: 'BASIC', account_name: account, account_id: `${account}-id` },
    claims: { sub: 'u1', email: 'ops@palisade.test', role, account_id: `${account}-id`, account_name: account, exp: 2_000_000_000 },
  };
}

function accountFor(name: string, isProvider: boolean): AccountDetails {
  return {
    id: `${name}-id`, client_id: `${name}-client`, name, logo: null, disable_username_password: false, group_by_category: false,
    show_legacy_agent_online_offline_graph: false, billing_period: null, billing_type: null, unit_amount: null, billing_start_date: null,
    enable_mdm: false, enable_vpn: false, enable_dlp: false, enable_execute_command: false, disable_session_logs: false,
    user_onboarding_required: false, is_provider: isProvider, created_at: '2026-01-01T00:00:00.000Z',
  };
}

function run(result: () => Promise<SwitchResult>) {
  const calls: string[] = [];
  const requested: string[] = [];
  let replaced: Session | null = null;
  const machine = companySwitchMachine.provide({
    actors: {
      switchCompany: fromPromise<SwitchResult, { clientId: string }>(async ({ input }) => {
        requested.push(input.clientId);
        return result();
      }),
    },
    actions: {
      replaceSession: (_, params: { session: Session }) => {
        calls.push(`replace:${params.session.user.account_name}`);
        replaced = params.session;
      },
      resetSetupState: () => calls.push('resetSetup'),
      resetNavigation: () => calls.push('resetNavigation'),
      clearQueryCache: () => calls.push('clearCache'),
      notifySwitched: () => calls.push('toast:switched'),
      notifyFailure: (_, params: { message: string }) => calls.push(`toast:${params.message}`),
      navigateTo: (_, params: { path: string }) => calls.push(`navigate:${params.path}`),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, requested, replaced: () => replaced };
}

describe('company switch machine', () => {
  it('on success replaces the session, resets state, clears the cache, toasts and lands, in that order', async () => {
    const next = sessionFor('Acme Corp', 'PALISADE_ADMIN');
    const { actor, calls, requested, replaced } = run(async () => ({ session: next, account: accountFor('Acme Corp', false) }));
    actor.send({ type: 'company.switch', clientId: 'acme-client' });
    expect(actor.getSnapshot().value).toBe('switching');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(requested).toEqual(['acme-client']);
    expect(replaced()).toBe(next);
    expect(calls).toEqual([
      'replace:Acme Corp',
      'resetSetup',
      'resetNavigation',
      'clearCache',
      'toast:switched',
      'navigate:/saas-config',
    ]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('lands on the landing page of the new role and account', async () => {
    const cases: [Role, boolean, string][] = [
      ['ADMIN', false, '/dashboard'],
      ['GROUP_ADMIN', false, '/alerts-saas-apps'],
      ['PALISADE_ADMIN', true, '/palisade-accounts'],
    ];
    for (const [role, isProvider, path] of cases) {
      const { actor, calls } = run(async () => ({ session: sessionFor('X', role), account: accountFor('X', isProvider) }));
      actor.send({ type: 'company.switch', clientId: 'x' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(calls.at(-1)).toBe(`navigate:${path}`);
    }
  });

  it('on failure keeps the old session, exposes the error and toasts the server exception', async () => {
    const { actor, calls } = run(async () => {
      throw Object.assign(new Error('Forbidden'), { status: 403, exception: 'You cannot switch to this company.' });
    });
    actor.send({ type: 'company.switch', clientId: 'elsewhere' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBe('You cannot switch to this company.');
    expect(calls).toEqual(['toast:You cannot switch to this company.']);
  });

  it('ignores a second request while one is under way', async () => {
    let release: (value: SwitchResult) => void = () => {};
    const { actor, requested } = run(() => new Promise<SwitchResult>((resolve) => (release = resolve)));
    actor.send({ type: 'company.switch', clientId: 'first' });
    actor.send({ type: 'company.switch', clientId: 'second' });
    release({ session: sessionFor('A', 'ADMIN'), account: accountFor('A', false) });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(requested).toEqual(['first']);
  });
});
