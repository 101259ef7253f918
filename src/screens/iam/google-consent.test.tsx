// /google (issue 27, spec part 1 §7): the directory connection in OAuth mode — "Connect with Google" sends
// the admin to the URL GET /api/google/oauth/setup answers, and the return to /google?consent=… shows a
// success or error callout once, then takes the query off the address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import { DirectorySection } from '../../domain/iam/directory-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const connection = {
  kind: 'google',
  tenant: 'contoso.test',
  client_id: 'palisade.apps.googleusercontent.example',
  has_secret: true,
  auth_mode: 'oauth',
  has_consent: false,
  consented_at: null as string | null,
  consented_by: null as string | null,
  updated_at: '2026-11-19T09:00:00.000Z',
};
const page = (over: Partial<typeof connection> = {}) => ({
  connection: { ...connection, ...over },
  redirect_uri: 'https://console.test/api/google/oauth/callback',
  runs: [],
  people: { total: 0, active: 0 },
});
const tokens = { base_url: 'https://console.test/scim/v2', tokens: [] };

function serve(directory: ReturnType<typeof page>) {
  storeSession();
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/iam/google') return json(200, directory);
    if (method === 'GET' && url.pathname === '/api/iam/google/scim-tokens') return json(200, tokens);
    if (method === 'GET' && url.pathname === '/api/google/oauth/setup') return json(200, { url: 'https://accounts.google.example/o/oauth2/v2/auth?state=abc' });
    return undefined;
  });
}

describe('Google directory OAuth consent', () => {
  it('shows the success callout on return from Google, then removes the query', async () => {
    serve(page({ has_consent: true, consented_by: 'admin@acme.test', consented_at: '2026-11-26T10:00:00.000Z' }));
    const { router } = renderWithSession(<DirectorySection kind="google" />, { path: '/google', at: '/google?consent=ok' });
    const title = await screen.findByText('Connected with Google');
    expect(title).toBeVisible();
    expect(title.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('The consent is stored. Imports from Google Workspace now use it.')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/google');
    // still shown once the address is clean, until dismissed with the keyboard
    expect(await screen.findByText(/Connected by admin@acme.test/)).toBeVisible();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Connected with Google')).toBeNull();
    expect(screen.getByRole('button', { name: 'Import now' })).toBeEnabled();
  });

  it('shows why the connection failed', async () => {
    serve(page());
    const { router } = renderWithSession(<DirectorySection kind="google" />, { path: '/google', at: '/google?consent=error&reason=state' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Google connection failed');
    expect(alert).toHaveTextContent('The connection link expired or was already used. Start again with Connect with Google.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('names no reason it does not know', async () => {
    serve(page());
    renderWithSession(<DirectorySection kind="google" />, { path: '/google', at: '/google?consent=error&reason=%3Cscript%3E' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Google did not complete the connection. Try again.');
  });

  it('without a consent, "Connect with Google" sends the browser to the URL setup answers; imports wait', async () => {
    const calls = serve(page());
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithSession(<DirectorySection kind="google" />, { path: '/google' });
    expect(await screen.findByText('No admin has connected with Google yet. Imports start once one has.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: 'OAuth client (a Workspace admin connects with Google)' })).toBeChecked();
    expect(screen.getByLabelText('OAuth client ID')).toHaveValue(connection.client_id);
    expect(screen.getByText('https://console.test/api/google/oauth/callback')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import now' })).toBeDisabled();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Connect with Google' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.example/o/oauth2/v2/auth?state=abc'));
    expect(calls.some((c) => c.method === 'GET' && c.url.pathname === '/api/google/oauth/setup')).toBe(true);
  });
});
