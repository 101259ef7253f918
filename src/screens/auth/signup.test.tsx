import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FREE_MAIL_MESSAGE, PASSWORD_RULE_MESSAGE } from '../../lib/validation';
import { accountFor, json, mockApi, renderWithSession, sessionResponseFor } from '../../app/session/testing';
import Signup from './signup';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(values: { first?: string; last?: string; email?: string; company?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.first) await user.type(screen.getByLabelText('First name'), values.first);
  if (values.last) await user.type(screen.getByLabelText('Last name'), values.last);
  if (values.email) await user.type(screen.getByLabelText('Work e-mail'), values.email);
  if (values.company) await user.type(screen.getByLabelText('Company'), values.company);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  return user;
}

describe('sign-up screen', () => {
  it('refuses a free-mail address and a weak password with the rule messages, without calling the server', async () => {
    const calls = mockApi(() => undefined);
    renderWithSession(<Signup />, { path: '/signup' });
    const user = await fill({ first: 'Ada', last: 'Lovelace', email: 'ada@gmail.com', company: 'Analytical Engines', password: 'password' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(FREE_MAIL_MESSAGE)).toBeVisible();
    expect(screen.getByText(PASSWORD_RULE_MESSAGE)).toBeVisible();
    expect(screen.getByLabelText('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('ticks the password checklist as the user types', async () => {
    mockApi(() => undefined);
    renderWithSession(<Signup />, { path: '/signup' });
    // The checklist describes the password field (aria-describedby) rather than carrying a label of its own.
    const checklist = screen.getByRole('list');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/At least 8 characters/);
    expect(within(checklist).getByText(/At least 8 characters/)).toHaveTextContent('(not met)');
    await fill({ password: 'abcdefgh' });
    expect(within(checklist).getByText(/At least 8 characters/)).toHaveTextContent('(met)');
    expect(within(checklist).getByText(/A lower-case letter/)).toHaveTextContent('(met)');
    expect(within(checklist).getByText(/An upper-case letter/)).toHaveTextContent('(not met)');
    expect(within(checklist).getByText(/A special character/)).toHaveTextContent('(not met)');
  });

  it('sends the exact payload, signs the new admin in and lands on the dashboard', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/signup') return json(201, sessionResponseFor({ email: 'ada@engines.test' }));
      if (url.pathname === '/api/accounts') return json(200, accountFor({ name: 'Analytical Engines' }));
      return undefined;
    });
    const { router } = renderWithSession(<Signup />, { path: '/signup' });
    const user = await fill({ first: 'Ada', last: 'Lovelace', email: 'ada@engines.test', company: 'Analytical Engines', password: 'Difference-1' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const signup = calls.find((c) => c.url.pathname === '/api/signup');
    expect(signup?.body).toEqual({
      email: 'ada@engines.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      password: 'Difference-1',
    });
  });

  it("puts the server's 400 issues on their fields and shows a 429 exception", async () => {
    let answer = json(400, { exception: 'Invalid input', code: 'bad_request', issues: [{ path: 'company', message: 'That company name is taken.' }] });
    mockApi(({ url }) => (url.pathname === '/api/signup' ? answer : undefined));
    renderWithSession(<Signup />, { path: '/signup' });
    const user = await fill({ first: 'Ada', last: 'Lovelace', email: 'ada@engines.test', company: 'Analytical Engines', password: 'Difference-1' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('That company name is taken.')).toBeVisible();
    expect(screen.getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();

    answer = json(429, { exception: 'Too many sign-up attempts. Try again in 12 minutes.', code: 'TOO_MANY_ATTEMPTS' }, { 'retry-after': '700' });
    await user.type(screen.getByLabelText('Company'), ' Ltd');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many sign-up attempts\. Try again in 12 minutes\.$/);
  });

  it('shows the neutral answer for an address that already has an account, and stays signed out on the form', async () => {
    mockApi(({ url }) =>
      url.pathname === '/api/signup'
        ? json(202, { status: 'received', message: 'Your request was received. If you already have an account with this e-mail address, sign in instead.' })
        : undefined,
    );
    const { router } = renderWithSession(<Signup />, { path: '/signup' });
    const user = await fill({ first: 'Ada', last: 'Lovelace', email: 'ada@engines.test', company: 'Analytical Engines', password: 'Difference-1' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Your request was received. If you already have an account with this e-mail address, sign in instead.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/signup');
  });
});
