// The connection screens /google, /microsoft, /okta (issue 25): what the server stores, saving through
// discovery, and the server's reason when the issuer cannot be checked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import OktaSettings from './okta';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored = {
  config: { kind: 'okta', issuer: 'https://acme.okta.test', client_id: 'client-1', has_secret: true, enabled: true, updated_at: '2026-11-20T10:00:00.000Z' },
  redirect_uri: 'https://console.test/login/callback',
};

describe('Okta connection screen', () => {
  it('shows the stored connection, the redirect URI and that a secret is kept, without the secret', async () => {
    storeSession();
    mockApi(({ method, url }) => (method === 'GET' && url.pathname === '/api/sso/okta' ? json(200, stored) : undefined));
    renderWithSession(<OktaSettings />, { path: '/okta' });
    expect(await screen.findByLabelText('Issuer URL')).toHaveValue('https://acme.okta.test');
    expect(screen.getByLabelText('Client ID')).toHaveValue('client-1');
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
    expect(screen.getByText('A secret is stored. Leave blank to keep it.')).toBeVisible();
    expect(screen.getByText('https://console.test/login/callback')).toBeVisible();
    expect(screen.getByText('Sign-in on')).toBeVisible();
  });

  it("saves without a secret when none is typed, and shows the server's discovery failure on the issuer", async () => {
    storeSession();
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/sso/okta') return json(200, stored);
      if (method === 'PUT' && url.pathname === '/api/sso/okta') {
        return json(400, { exception: 'The issuer could not be checked', code: 'ISSUER_UNREACHABLE', issues: [{ path: 'issuer', message: 'OpenID discovery failed: fetch failed' }] });
      }
      return undefined;
    });
    renderWithSession(<OktaSettings />, { path: '/okta' });
    const user = userEvent.setup();
    const issuer = await screen.findByLabelText('Issuer URL');
    await user.clear(issuer);
    await user.type(issuer, 'https://other.okta.test');
    await user.click(screen.getByRole('button', { name: 'Save and check' }));
    expect(await screen.findByText('OpenID discovery failed: fetch failed')).toBeVisible();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ issuer: 'https://other.okta.test', client_id: 'client-1', enabled: true }));
  });
});
