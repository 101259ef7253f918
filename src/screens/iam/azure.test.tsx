// /azure (issue 27): the directory connection as the server stores it (never its secret), the sync status
// and runs, "Import now", and a SCIM token shown once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import AzureIntegration from './azure';

afterEach(() => {
  vi.unstubAllGlobals();
});

const run = {
  id: 'run-1',
  kind: 'azure',
  status: 'succeeded',
  requested_by: 'admin@acme.test',
  created_at: '2026-11-20T10:00:00.000Z',
  started_at: '2026-11-20T10:00:01.000Z',
  finished_at: '2026-11-20T10:00:05.000Z',
  created: 3,
  updated: 1,
  deactivated: 2,
  groups: 4,
  errors: ['User aad-9 has no usable e-mail; skipped.'],
};
const directory = {
  connection: {
    kind: 'azure',
    tenant: 'contoso.onmicrosoft.com',
    client_id: 'app-123',
    has_secret: true,
    auth_mode: 'key',
    has_consent: false,
    consented_at: null,
    consented_by: null,
    updated_at: '2026-11-19T09:00:00.000Z',
  },
  redirect_uri: null,
  runs: [run],
  people: { total: 5, active: 3 },
};
const tokens = { base_url: 'https://console.test/scim/v2', tokens: [] };

describe('Azure integration screen', () => {
  it('shows the stored connection, the last run with its counts and errors, and queues an import', async () => {
    storeSession();
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/iam/azure') return json(200, directory);
      if (method === 'GET' && url.pathname === '/api/iam/azure/scim-tokens') return json(200, tokens);
      if (method === 'POST' && url.pathname === '/api/iam/azure/import') return json(201, { ...run, id: 'run-2', status: 'queued', finished_at: null, started_at: null, errors: [] });
      return undefined;
    });
    renderWithSession(<AzureIntegration />, { path: '/azure' });
    expect(await screen.findByLabelText('Tenant ID or domain')).toHaveValue('contoso.onmicrosoft.com');
    expect(screen.getByLabelText('Application (client) ID')).toHaveValue('app-123');
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
    expect(screen.getByText('A secret is stored. Leave blank to keep it.')).toBeVisible();
    expect(screen.getByText('Created 3 · Updated 1 · Deactivated 2 · Groups 4')).toBeVisible();
    expect(screen.getByText('5 people from Azure (3 active)')).toBeVisible();
    expect(screen.getByText('User aad-9 has no usable e-mail; skipped.')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Recent imports from Azure' });
    expect(within(table).getAllByText('Succeeded').length).toBe(1);
    expect(await screen.findByText('https://console.test/scim/v2')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import now' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/iam/azure/import')).toBe(true));
  });

  it('shows a new SCIM token once', async () => {
    storeSession();
    mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/iam/azure') return json(200, { connection: null, redirect_uri: null, runs: [], people: { total: 0, active: 0 } });
      if (method === 'GET' && url.pathname === '/api/iam/azure/scim-tokens') return json(200, tokens);
      if (method === 'POST' && url.pathname === '/api/iam/azure/scim-tokens') {
        return json(201, { id: 't1', name: 'Entra', prefix: 'scim_abcdefgh', source: 'azure', created_by: 'admin@acme.test', created_at: '2026-11-20T10:00:00.000Z', last_used_at: null, revoked_at: null, token: 'scim_abcdefgh_secret' });
      }
      return undefined;
    });
    renderWithSession(<AzureIntegration />, { path: '/azure' });
    expect(await screen.findByText('No Azure directory connection is set up yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import now' })).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Token name'), 'Entra');
    await user.click(screen.getByRole('button', { name: 'Create SCIM token' }));
    expect(await screen.findByText('scim_abcdefgh_secret')).toBeVisible();
  });
});
