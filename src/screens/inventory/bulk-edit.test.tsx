import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventoryRow } from '../../api/contract/saas';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import { BulkEdit } from './bulk-edit';

const row = (name: string): InventoryRow => ({
  name,
  icon: null,
  categories: ['Chat'],
  access_type: 'Unclassified',
  action_type: null,
  is_gen_ai: false,
  is_custom: false,
  weighted_duration: 600,
  duration: 600,
  users: 1,
  endpoints: 1,
  last_seen: null,
});
const ROWS = [row('Alpha'), row('Bravo'), row('Charlie')];

function api(post: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/accounts') return json(200, accountFor());
    if (call.url.pathname === '/api/saas-inv') {
      if (call.method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': String(ROWS.length) } });
      return json(200, ROWS);
    }
    if (call.url.pathname === '/api/saas-applications' && call.method === 'POST') return post(call);
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bulk edit', { timeout: 20_000 }, () => {
  async function pickAndApply() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Alpha' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Charlie' }));
    expect(screen.getByText('2 apps selected')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /^Unsanctioned/ }));
    await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
    expect(screen.getByText('Choose a security action for an unsanctioned app.')).toBeVisible();
    expect(screen.getByText('The user is alerted but allowed.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /^Block Alert/ }));
    await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change 2 apps?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  }

  it('sends the selected apps with the chosen action', async () => {
    storeSession();
    const calls = api(() => json(200, { updated: 2 }));
    renderWithSession(<BulkEdit kind="saas" />, { path: '/bulk-edit-apps' });
    await pickAndApply();
    expect(await screen.findByText('2 apps updated')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      applications: [
        { name: 'Alpha', is_sanctioned: false, action_type: 'Block Alert' },
        { name: 'Charlie', is_sanctioned: false, action_type: 'Block Alert' },
      ],
    });
  });

  it("lists the server's reason for each refused app", async () => {
    storeSession();
    api(() =>
      json(400, {
        exception: '1 of 2 applications cannot be saved.',
        code: 'VALIDATION',
        issues: [{ path: 'applications.1', message: 'Charlie: No such app.' }],
      }),
    );
    renderWithSession(<BulkEdit kind="saas" />, { path: '/bulk-edit-apps' });
    await pickAndApply();
    expect(await screen.findByText('Charlie: No such app.')).toBeVisible();
    expect(screen.getByText('2 apps selected')).toBeVisible();
  });

  it('offers nothing to change to the auditor', async () => {
    storeSession({ role: 'AUDITOR' });
    api(() => json(403, {}));
    renderWithSession(<BulkEdit kind="saas" />, { path: '/bulk-edit-apps' });
    expect(await screen.findByText(/Your role can view the inventory/)).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
