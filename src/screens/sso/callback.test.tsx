// The SSO callback page (issue 25): hands code and state to the server, lands like a password sign-in,
// and words a refusal as spec part 1 §8 says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { accountFor, json, mockApi, renderWithSession, sessionResponseFor } from '../../app/session/testing';
import LoginCallback from './login-callback';
import GoogleCallback from './google-callback';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('SSO callback', () => {
  it('finishes an Okta sign-in with the code and state, keeps the session and lands on the dashboard', async () => {
    const res = { ...sessionResponseFor(), login_type: 'OKTA' as const };
    const calls = mockApi(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/auth/okta/signin') return json(200, res);
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      return undefined;
    });
    const { router } = renderWithSession(<LoginCallback />, { path: '/login/callback', at: '/login/callback?code=the-code&state=the-state&iss=https%3A%2F%2Fidp.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.url.pathname === '/api/auth/okta/signin')?.body).toEqual({ code: 'the-code', state: 'the-state', iss: 'https://idp.test' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({ email: res.email, token: res.token, login_type: 'OKTA' });
  });

  it('finishes with the provider this browser went to (Microsoft also returns to /login/callback)', async () => {
    sessionStorage.setItem('palisade.sso.kind', 'microsoft');
    const calls = mockApi(({ method, url }) => (method === 'POST' && url.pathname === '/api/auth/microsoft/signin' ? json(401, { exception: 'no', code: 'UNAUTHENTICATED' }) : undefined));
    renderWithSession(<LoginCallback />, { path: '/login/callback', at: '/login/callback?code=c&state=s' });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/auth/microsoft/signin')).toBe(true));
  });

  it("says 'You don't currently have permission to access this application.' for a 403 and goes back to sign-in", async () => {
    mockApi(({ method, url }) => (method === 'POST' && url.pathname === '/api/auth/google/signin' ? json(403, { exception: 'Forbidden', code: 'FORBIDDEN' }) : undefined));
    const { router } = renderWithSession(<GoogleCallback />, { path: '/google/callback', at: '/google/callback?code=c&state=s' });
    expect(await screen.findByText("You don't currently have permission to access this application.")).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("shows the server's exception text for other failures", async () => {
    const exception = 'This sign-in has expired or was already used. Please sign in again.';
    mockApi(({ method, url }) => (method === 'POST' && url.pathname === '/api/auth/okta/signin' ? json(400, { exception, code: 'SSO_STATE_INVALID' }) : undefined));
    renderWithSession(<LoginCallback />, { path: '/login/callback', at: '/login/callback?code=c&state=s' });
    expect(await screen.findByText(exception)).toBeVisible();
  });

  it("shows the provider's own refusal without calling the server", async () => {
    const calls = mockApi(() => undefined);
    renderWithSession(<LoginCallback />, { path: '/login/callback', at: '/login/callback?error=access_denied&error_description=User%20cancelled' });
    expect(await screen.findByText('The provider refused the sign-in: User cancelled')).toBeVisible();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/auth/'))).toEqual([]);
  });
});
