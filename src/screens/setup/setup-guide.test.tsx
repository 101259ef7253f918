import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETUP_STEP_IDS, type SetupStatus, type SetupStepId } from '../../api/contract/setup';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import SetupGuide from './setup-guide';

afterEach(() => {
  vi.unstubAllGlobals();
});

function statusWith(visited: readonly SetupStepId[], prefs: Partial<Pick<SetupStatus, 'dismissed' | 'hidden'>> = {}): SetupStatus {
  return {
    steps: SETUP_STEP_IDS.map((step) => ({ step, visited: visited.includes(step), visited_at: visited.includes(step) ? '2026-11-20T10:00:00.000Z' : null })),
    dismissed: prefs.dismissed ?? false,
    hidden: prefs.hidden ?? false,
  };
}

function serve(flags: { enable_mdm: boolean; enable_vpn: boolean }, initial: SetupStatus) {
  let status = initial;
  const calls = mockApi(({ method, url, body }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor(flags));
    if (url.pathname === '/api/account-setup-status') return json(200, status);
    if (method === 'POST' && url.pathname === '/api/account-setup-preferences') {
      status = { ...status, ...(body as object) };
      return json(200, status);
    }
    return undefined;
  });
  return calls;
}

describe('setup guide screen', () => {
  it('lists the steps the company can do, with what is done and a link into each', async () => {
    storeSession();
    serve({ enable_mdm: false, enable_vpn: false }, statusWith(['Step_2']));
    renderWithSession(<SetupGuide />, { path: '/setup-guide' });
    const list = await screen.findByRole('list', { name: 'Setup steps' });
    const items = within(list).getAllByRole('listitem');
    // spec part 1 §4: without MDM and VPN, Step_5, Step_6 and Step_7 are hidden.
    expect(items.map((i) => i.getAttribute('data-step'))).toEqual(['Step_1', 'Step_2', 'Step_3', 'Step_4', 'Step_8']);
    expect(screen.getByText('1 of 5 steps done')).toBeVisible();
    expect(within(items[1]).getByText('Done on 11/20/2026')).toBeVisible();
    expect(within(items[0]).getByText('To do')).toBeVisible();
    expect(within(items[0]).getByRole('link', { name: 'Start step 1: Add your users and groups' })).toHaveAttribute('href', '/recommended-config/users-groups');
    expect(within(items[4]).getByRole('link', { name: /step 8: Schedule email reports/ })).toHaveAttribute('href', '/recommended-config/email-reports');
    expect(screen.getByText(/appear when those features are turned on/)).toBeVisible();
  });

  it('shows the MDM and ZTPA steps when the flags are on', async () => {
    storeSession();
    serve({ enable_mdm: true, enable_vpn: true }, statusWith([]));
    renderWithSession(<SetupGuide />, { path: '/setup-guide' });
    const list = await screen.findByRole('list', { name: 'Setup steps' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByText('0 of 8 steps done')).toBeVisible();
    expect(screen.queryByText(/appear when those features are turned on/)).toBeNull();
  });

  it('stores the dismissal and the hide preference through the server', async () => {
    storeSession();
    const calls = serve({ enable_mdm: true, enable_vpn: true }, statusWith([]));
    renderWithSession(<SetupGuide />, { path: '/setup-guide' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dismiss the guide' }));
    expect(await screen.findByText(/You dismissed the guide/)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: "Don't show the setup guide again" }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: "Don't show the setup guide again" })).toBeChecked());
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toEqual([{ dismissed: true }, { hidden: true }]);
  });
});
