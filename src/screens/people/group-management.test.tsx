import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFor, json, mockApi, pagedList, renderWithSession, storeSession } from '../../app/session/testing';
import GroupManagement from './group-management';

const ROWS = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Engineering', members: 120, admins: ['groupadmin@acme.test'], created_at: '2026-01-05T10:00:00.000Z' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Finance', members: 14, admins: [], created_at: '2026-02-01T10:00:00.000Z' },
];

function api() {
  return mockApi((call) => {
    if (call.url.pathname === '/api/accounts') return json(200, accountFor());
    if (call.url.pathname === '/api/groups') return pagedList(call, ROWS);
    if (call.method === 'DELETE' && call.url.pathname.startsWith('/api/groups/')) return new Response(null, { status: 204 });
    return undefined;
  });
}

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('/group-management', { timeout: 20_000 }, () => {
  it('shows each group with its member count and group admins, and the total', async () => {
    api();
    renderWithSession(<GroupManagement />, { path: '/group-management' });
    const rows = await screen.findAllByTestId('group-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['120', '14']);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Engineering');
    expect(within(rows[1]).getByText('None')).toBeInTheDocument();
    expect(await screen.findByTestId('groups-total')).toHaveTextContent('2 groups');
    expect(screen.getByRole('link', { name: /Add Group/ })).toHaveAttribute('href', '/add-group');
    expect(screen.getByRole('link', { name: 'Edit Finance' })).toHaveAttribute('href', '/update-group/Finance');
  });

  it('asks before deleting and deletes the group by id', async () => {
    const calls = api();
    renderWithSession(<GroupManagement />, { path: '/group-management' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Finance' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('its 14 members stay in the company');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `/api/groups/${ROWS[1].id}`)).toBe(true));
    expect(await screen.findByText('The group Finance was deleted.')).toBeInTheDocument();
  });

  it('shows no change controls to the auditor', async () => {
    storeSession({ role: 'AUDITOR', email: 'auditor@acme.test' });
    api();
    renderWithSession(<GroupManagement />, { path: '/group-management' });
    await screen.findAllByTestId('group-row');
    expect(screen.queryByRole('link', { name: /Add Group/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
