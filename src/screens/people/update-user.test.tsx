import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import UpdateUser from './update-user';

const SALES = '00000000-0000-4000-8000-000000000002';
const person = {
  id: '00000000-0000-4000-8000-0000000000aa', name: 'Grace Brewster Hopper', first_name: 'Grace', last_name: 'Brewster Hopper', email: 'grace@acme.test',
  department: 'Navy', groups: ['Sales'], group_ids: [SALES], risk_level: 'Low', copilot_status: 'not_installed', status: 'INACTIVE', scope: 'IN_SCOPE', last_seen: null, endpoints: 2,
};

function api() {
  return mockApi((call) => {
    const path = call.url.pathname;
    if (path === '/api/accounts') return json(200, accountFor());
    if (path === '/api/groups-lite') return json(200, [{ id: SALES, name: 'Sales' }]);
    if (path === '/api/users/grace%40acme.test' || path === '/api/users/grace@acme.test') return json(200, person);
    if (call.method === 'POST' && path === `/api/users/${person.id}`) return json(200, { ...person, ...(call.body as object) });
    if (call.method === 'DELETE' && path === `/api/users/${person.id}`) return new Response(null, { status: 204 });
    if (path === '/api/notification-invite-users') return json(200, { queued: 1, skipped: [] });
    return undefined;
  });
}

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('/update-user/{email}', { timeout: 20_000 }, () => {
  it('loads the person, makes them active and saves the fields', async () => {
    const calls = api();
    renderWithSession(<UpdateUser />, { path: '/update-user/:email', at: '/update-user/grace%40acme.test' });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    expect(await screen.findByRole('checkbox', { name: 'Sales' })).toBeChecked();
    expect(screen.getByText('Owns 2 endpoints.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-management'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { first_name: 'Grace', last_name: 'Brewster Hopper', department: 'Navy', groups: [SALES], status: 'ACTIVE' },
    ]);
  });

  it('sends an invitation to install the agent', async () => {
    const calls = api();
    renderWithSession(<UpdateUser />, { path: '/update-user/:email', at: '/update-user/grace%40acme.test' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('1 invitation queued.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/notification-invite-users')?.body).toEqual({ users: ['grace@acme.test'] });
  });

  it('deletes the person after asking, saying what happens to their endpoints', async () => {
    const calls = api();
    renderWithSession(<UpdateUser />, { path: '/update-user/:email', at: '/update-user/grace%40acme.test' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete person' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Their endpoints stay enrolled without an owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete person' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-management'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `/api/users/${person.id}`)).toBe(true);
  });

  it('says so when nobody has this e-mail', async () => {
    api();
    renderWithSession(<UpdateUser />, { path: '/update-user/:email', at: '/update-user/nobody%40acme.test' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No person with this e-mail, or not one you can see.');
  });
});
