import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { accountFor, json, mockApi, renderWithSession, sessionResponseFor, storeSession } from './testing';
import { useSession } from './use-session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function SessionView() {
  const { status, user, access, signOut } = useSession();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user?.email ?? 'none'}</p>
      <p>access: {access ? JSON.stringify(access) : 'none'}</p>
      <button onClick={signOut}>Logout</button>
    </div>
  );
}

function Probe({ path }: { path: string }) {
  const result = useQuery({ queryKey: ['probe', path], queryFn: () => request('GET', path), retry: false });
  return <p>probe: {result.status}</p>;
}

describe('session provider', () => {
  it('restores the stored user and builds the access context from the claims and the account details', async () => {
    storeSession({ role: 'PALISADE_ADMIN', account_id: 'acme-id' });
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/accounts'
        ? json(200, accountFor({ enable_dlp: false, disable_session_logs: true, billing_period: 'monthly', billing_type: 'per_endpoint', unit_amount: 5, billing_start_date: '2026-01-01' }))
        : undefined,
    );
    renderWithSession(<SessionView />, { path: '/' });
    expect(screen.getByText('status: loading')).toBeVisible();
    expect(await screen.findByText('status: ready')).toBeVisible();
    const access = JSON.parse(screen.getByText(/^access:/).textContent!.replace('access: ', ''));
    expect(access).toEqual({
      role: 'PALISADE_ADMIN',
      flags: { enable_dlp: false, enable_vpn: true, enable_mdm: true, enable_execute_command: true, disable_session_logs: true },
      billing: true,
      onProviderAccount: false,
    });
    const accountCall = calls.find((c) => c.url.pathname === '/api/accounts')!;
    expect(accountCall.headers.get('authorization')).toMatch(/^Bearer ey/);
    expect(accountCall.headers.get('x-account-id')).toBe('acme-id');
    expect(accountCall.headers.get('x-user')).toBe('admin@acme.test');
  });

  it('is signed out without a stored user, and ignores a malformed one', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{"email":"x"}');
    mockApi(() => undefined);
    renderWithSession(<SessionView />, { path: '/' });
    expect(screen.getByText('status: signedOut')).toBeVisible();
  });

  it('a 401 on any call logs out, forgets the user and goes to the sign-in page', async () => {
    storeSession();
    mockApi(({ url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/users') return json(401, { exception: 'Session expired', code: 'unauthorized' });
      return undefined;
    });
    const { router } = renderWithSession(<Probe path="/users" />, { path: '/users-screen' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/users-screen' } });
  });

  it('a 403 on any call goes to /unauthorized and keeps the session', async () => {
    storeSession();
    mockApi(({ url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/dlp') return json(403, { exception: 'Forbidden', code: 'forbidden' });
      return undefined;
    });
    const { router } = renderWithSession(<Probe path="/dlp" />, { path: '/dlp-screen' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
  });

  it('logs out at once when the stored token has expired', async () => {
    storeSession({ exp: Math.floor(Date.now() / 1000) - 10 });
    mockApi(() => undefined);
    const { router } = renderWithSession(<SessionView />, { path: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('logs out at the moment the token expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession({ exp: Math.floor(Date.now() / 1000) + 60 });
    mockApi(({ url }) => (url.pathname === '/api/accounts' ? json(200, accountFor()) : undefined));
    const { router } = renderWithSession(<SessionView />, { path: '/dashboard' });
    expect(await screen.findByText('status: ready')).toBeVisible();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('signing out clears the user and goes to /login', async () => {
    storeSession();
    mockApi(({ url }) => (url.pathname === '/api/accounts' ? json(200, accountFor()) : undefined));
    const { router } = renderWithSession(<SessionView />, { path: '/dashboard' });
    await screen.findByText('status: ready');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(router.state.location.state).toBeNull();
  });

  it('follows a sign-out and a company switch made in another tab', async () => {
    storeSession();
    mockApi(({ url }) => (url.pathname === '/api/accounts' ? json(200, accountFor()) : undefined));
    const { router } = renderWithSession(<SessionView />, { path: '/dashboard' });
    await screen.findByText('status: ready');

    const other = sessionResponseFor({ email: 'admin@globex.test', account_id: 'globex-id', account_name: 'Globex' });
    const { role: _role, ...stored } = other;
    const text = JSON.stringify(stored);
    localStorage.setItem(STORAGE_KEYS.user, text);
    fireEvent(window, new StorageEvent('storage', { key: STORAGE_KEYS.user, newValue: text, storageArea: localStorage }));
    expect(await screen.findByText('user: admin@globex.test')).toBeVisible();

    localStorage.removeItem(STORAGE_KEYS.user);
    fireEvent(window, new StorageEvent('storage', { key: STORAGE_KEYS.user, newValue: null, storageArea: localStorage }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
