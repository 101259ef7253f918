// The sign-in page's SSO buttons (issue 25): only the providers the server lists; a button asks for the
// work e-mail and starts that provider's sign-in; a refusal is a toast with the server's words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderWithSession } from '../../app/session/testing';
import { SsoButtons, usePasswordSignin } from './sso-buttons';

afterEach(() => {
  vi.unstubAllGlobals();
});

function PasswordState() {
  return <p>{usePasswordSignin() ? 'password on' : 'password off'}</p>;
}

describe('SSO buttons', () => {
  it('offers only the providers the server lists', async () => {
    mockApi(({ url }) => (url.pathname === '/api/auth/sso/providers' ? json(200, { providers: ['okta'], password: true }) : undefined));
    renderWithSession(<SsoButtons />, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Sign in with Okta' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in with Microsoft' })).toBeNull();
  });

  it('shows nothing when no company set up single sign-on', async () => {
    const calls = mockApi(({ url }) => (url.pathname === '/api/auth/sso/providers' ? json(200, { providers: [], password: true }) : undefined));
    renderWithSession(<SsoButtons />, { path: '/login' });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/auth/sso/providers')).toBe(true));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for the work e-mail, starts the sign-in with it, and toasts the server text when it cannot', async () => {
    const exception = 'Single sign-on with Google is not set up for your company. Ask your admin, or sign in with your e-mail and password.';
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/auth/sso/providers') return json(200, { providers: ['google', 'okta'], password: true });
      if (method === 'POST' && url.pathname === '/api/auth/google/signin-url') return json(404, { exception, code: 'NOT_FOUND' });
      return undefined;
    });
    renderWithSession(<SsoButtons />, { path: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await user.type(screen.getByLabelText('Work e-mail'), 'admin@acme.test');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(exception)).toBeVisible();
    expect(calls.find((c) => c.url.pathname === '/api/auth/google/signin-url')?.body).toEqual({ email: 'admin@acme.test' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Sign in with Okta' })).toBeVisible();
  });

  it('checks the work e-mail before asking the server, with the error on the field', async () => {
    const calls = mockApi(({ url }) => (url.pathname === '/api/auth/sso/providers' ? json(200, { providers: ['okta'], password: true }) : undefined));
    renderWithSession(<SsoButtons />, { path: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Okta' }));
    await user.type(screen.getByLabelText('Work e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Continue with Okta' }));
    const email = screen.getByLabelText('Work e-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter a valid e-mail address.'));
    expect(email).toHaveFocus();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('tells the sign-in page to hide the password form once the server says so', async () => {
    mockApi(({ url }) => (url.pathname === '/api/auth/sso/providers' ? json(200, { providers: ['okta'], password: false }) : undefined));
    renderWithSession(<PasswordState />, { path: '/login' });
    expect(await screen.findByText('password off')).toBeVisible();
  });
});
