// Issue 25: the sign-in page's second step. A password answered with `mfa_required` asks for the code and
// keeps the user signed out until POST /api/auth/mfa/verify gives the session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { accountFor, json, mockApi, renderWithSession, sessionResponseFor } from '../../app/session/testing';
import Login from './login';

afterEach(() => {
  vi.unstubAllGlobals();
});

const challenge = { status: 'mfa_required', challenge: 'c'.repeat(43), expires_at: '2030-01-01T00:00:00.000Z', enrol: false };

describe('sign-in with a second factor', () => {
  it('asks for the code after the password, shows a wrong code, then signs in with the right one', async () => {
    const res = sessionResponseFor({ role: 'ADMIN' });
    let tries = 0;
    const calls = mockApi(({ method, url, body }) => {
      if (method === 'POST' && url.pathname === '/api/auth/signin') return json(200, challenge);
      if (method === 'POST' && url.pathname === '/api/auth/mfa/verify') {
        tries += 1;
        return tries === 1 || (body as { code: string }).code !== '654321'
          ? json(401, { exception: 'The code is not valid. Enter the current 6-digit code from your authenticator app, or a recovery code.', code: 'MFA_CODE_INVALID' })
          : json(200, res);
      }
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      return undefined;
    });
    const { router } = renderWithSession(<Login />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'admin@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Palisade-demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid.');

    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').token).toBe(res.token);
    const verify = calls.filter((c) => c.url.pathname === '/api/auth/mfa/verify');
    expect(verify.map((c) => c.body)).toEqual([
      { challenge: challenge.challenge, code: '123456' },
      { challenge: challenge.challenge, code: '654321' },
    ]);
  });

  it('goes back to the password form', async () => {
    mockApi(({ method, url }) => (method === 'POST' && url.pathname === '/api/auth/signin' ? json(200, challenge) : undefined));
    renderWithSession(<Login />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'admin@acme.test');
    await user.type(screen.getByLabelText('Password'), 'Palisade-demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
