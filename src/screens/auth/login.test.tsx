import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { accountFor, json, mockApi, renderWithSession, sessionResponseFor } from '../../app/session/testing';
import Login from './login';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in screen', () => {
  it("shows the server's 401 message and stays signed out", async () => {
    const calls = mockApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/auth/signin' ? json(401, { exception: 'Invalid email or password.', code: 'unauthorized' }) : undefined,
    );
    const { router } = renderWithSession(<Login />, { path: '/login' });
    await fillAndSubmit('admin@acme.test', 'Wrong-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(calls.find((c) => c.url.pathname === '/api/auth/signin')?.body).toEqual({ email: 'admin@acme.test', password: 'Wrong-password-1' });
  });

  it('shows the rate-limit answer once, blocks the button for Retry-After, then lets the user try again', async () => {
    mockApi(() => json(429, { exception: 'Too many sign-in attempts. Try again in 1 minute.', code: 'TOO_MANY_ATTEMPTS' }, { 'retry-after': '1' }));
    renderWithSession(<Login />, { path: '/login' });
    await fillAndSubmit('admin@acme.test', 'Whatever-1');
    // Issue 15: the time to wait was said twice (the server's minutes and the console's seconds).
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many sign-in attempts\. Try again in 1 minute\.$/);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled(), { timeout: 3000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a suspended sign-in as the server says it, with its time', async () => {
    const exception = 'Too many failed sign-ins for this account: sign-in is suspended until 2030-01-02 11:01 UTC.';
    mockApi(() => json(429, { exception, code: 'SIGNIN_SUSPENDED' }, { 'retry-after': '3588' }));
    renderWithSession(<Login />, { path: '/login' });
    await fillAndSubmit('admin@acme.test', 'Palisade-demo-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${exception.replace(/[.]/g, '\\.')}$`));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('checks the form before calling the server', async () => {
    const calls = mockApi(() => undefined);
    renderWithSession(<Login />, { path: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    // the only call is the page's question which single sign-on providers exist, never a sign-in
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  // issue 14 item 2: the form no longer uses react-hook-form; what it did for the user stays
  it('ties each error to its field, focuses the first invalid field and checks a field again as it changes', async () => {
    mockApi(() => undefined);
    renderWithSession(<Login />, { path: '/login' });
    const user = userEvent.setup();
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    await user.type(email, 'admin@acme.test');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('Enter your password.');
  });

  it('sends the sign-in once and keeps the button disabled until the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = mockApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/auth/signin' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    renderWithSession(<Login />, { path: '/login' });
    const user = await fillAndSubmit(' admin@acme.test ', 'Wrong-password-1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    const signins = calls.filter((c) => c.url.pathname === '/api/auth/signin');
    expect(signins).toHaveLength(1);
    // the contract's schema trims the address before it is sent
    expect(signins[0].body).toEqual({ email: 'admin@acme.test', password: 'Wrong-password-1' });
    answer(json(401, { exception: 'Invalid email or password.', code: 'unauthorized' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("puts the server's 400 issue on its field and focuses it", async () => {
    mockApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/auth/signin'
        ? json(400, { exception: 'Invalid input', code: 'bad_request', issues: [{ path: 'body/email', message: 'That address cannot sign in here.' }] })
        : undefined,
    );
    renderWithSession(<Login />, { path: '/login' });
    await fillAndSubmit('admin@acme.test', 'Palisade-demo-1');
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('That address cannot sign in here.'));
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in, keeps the user, and lands on the landing page of the role', async () => {
    const res = sessionResponseFor({ role: 'GROUP_ADMIN' });
    mockApi(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/auth/signin') return json(200, res);
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      return undefined;
    });
    const { router } = renderWithSession(<Login />, { path: '/login' });
    await fillAndSubmit('groupadmin@acme.test', 'Palisade-demo-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/alerts-saas-apps'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toEqual({
      display_name: res.display_name,
      email: res.email,
      token: res.token,
      login_type: 'BASIC',
      account_name: 'Acme Corp',
      account_id: 'acme-id',
    });
  });

  it('goes back to the page the user was sent away from when the account may open it', async () => {
    mockApi(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/auth/signin') return json(200, sessionResponseFor());
      if (url.pathname === '/api/accounts') return json(200, accountFor({ enable_dlp: false }));
      return undefined;
    });
    const from = { pathname: '/account-settings', search: '', hash: '' };
    const { router } = renderWithSession(<Login />, { path: '/login', at: { pathname: '/login', state: { from } } });
    await fillAndSubmit('admin@acme.test', 'Palisade-demo-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-settings'));
  });

  it('ignores a return page the account may not open', async () => {
    mockApi(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/auth/signin') return json(200, sessionResponseFor());
      if (url.pathname === '/api/accounts') return json(200, accountFor({ enable_dlp: false }));
      return undefined;
    });
    const from = { pathname: '/dlp-endpoints', search: '', hash: '' };
    const { router } = renderWithSession(<Login />, { path: '/login', at: { pathname: '/login', state: { from } } });
    await fillAndSubmit('admin@acme.test', 'Palisade-demo-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('offers the single sign-on providers the server names, the MDM PIN sign-in and the account links', async () => {
    mockApi(({ url }) => (url.pathname === '/api/auth/sso/providers' ? json(200, { providers: ['okta'], password: true }) : undefined));
    renderWithSession(<Login />, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Sign in with Okta' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with MDM enrolment PIN' })).toHaveAttribute('href', '/mdm-login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('hides the password form on a browser the single sign-on cookie marks (spec part 1 §9)', async () => {
    mockApi(({ url }) => (url.pathname === '/api/auth/sso/providers' ? json(200, { providers: ['google'], password: false }) : undefined));
    renderWithSession(<Login />, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
