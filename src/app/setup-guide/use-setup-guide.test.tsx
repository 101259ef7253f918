import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { SETUP_STEP_IDS, type SetupStatus } from '../../api/contract/setup';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { accountFor, json, mockApi, renderWithSession, sessionResponseFor, storeSession } from '../session/testing';
import { useSetupGuide } from './use-setup-guide';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Badge() {
  const guide = useSetupGuide();
  return <p data-testid="badge">{guide.loaded ? `${guide.badge}` : 'none'}</p>;
}

const fresh = (prefs: Partial<SetupStatus> = {}): SetupStatus => ({
  steps: SETUP_STEP_IDS.map((step) => ({ step, visited: false, visited_at: null })),
  dismissed: false,
  hidden: false,
  ...prefs,
});

function serve(status: SetupStatus, flags = { enable_mdm: false, enable_vpn: true }) {
  return mockApi(({ url }) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor(flags));
    if (url.pathname === '/api/account-setup-status') return json(200, status);
    if (url.pathname === '/api/account-status') return json(200, { user_onboarding_required: true, setup_started: false });
    return undefined;
  });
}

describe('setup guide provider', () => {
  it('counts the badge for the session and sends the admin to the guide on leaving the Dashboard', async () => {
    storeSession();
    serve(fresh());
    const { router } = renderWithSession(<Badge />, { path: '/dashboard' });
    // 8 remaining, no MDM (−2), VPN on: 6
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('6'));
    await act(() => router.navigate('/alerts-saas-apps'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/setup-guide'));
  });

  it('stays put when the guide was dismissed', async () => {
    storeSession();
    const calls = serve(fresh({ dismissed: true }));
    const { router } = renderWithSession(<Badge />, { path: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('6'));
    await act(() => router.navigate('/alerts-saas-apps'));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/account-status')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/alerts-saas-apps');
  });

  it('does not run for a role without the Settings area', async () => {
    storeSession({ role: 'AUDITOR' });
    const calls = serve(fresh());
    const { router } = renderWithSession(<Badge />, { path: '/dashboard' });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/accounts')).toBe(true));
    await act(() => router.navigate('/alerts-saas-apps'));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.url.pathname.startsWith('/api/account-setup'))).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/alerts-saas-apps');
  });

  it('starts over for the new company when the company changes', async () => {
    storeSession();
    mockApi(({ url, headers }) => {
      const globex = headers.get('x-account-id') === 'globex-id';
      if (url.pathname === '/api/accounts') return json(200, accountFor(globex ? { id: 'globex-id', enable_mdm: false, enable_vpn: false } : { enable_mdm: true, enable_vpn: true }));
      if (url.pathname === '/api/account-setup-status') {
        return json(200, globex ? fresh() : { ...fresh(), steps: fresh().steps.map((s) => ({ ...s, visited: s.step !== 'Step_1', visited_at: s.step !== 'Step_1' ? '2026-11-01T00:00:00.000Z' : null })) });
      }
      return undefined;
    });
    renderWithSession(<Badge />, { path: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('1'));
    const { role: _role, ...next } = sessionResponseFor({ account_id: 'globex-id', account_name: 'Globex' });
    act(() => {
      localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(next));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user, newValue: JSON.stringify(next), storageArea: localStorage }));
    });
    // Globex: 8 remaining, no MDM and no VPN: 5
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('5'));
  });
});
