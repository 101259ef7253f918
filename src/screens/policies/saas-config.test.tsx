import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountApp } from '../../api/contract/saas';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import SaasConfig from './saas-config';

const SLACK: AccountApp = {
  name: 'Slack', categories: ['Chat'], icon: 'slack', has_image: false, is_custom: false, is_gen_ai: false,
  access_type: 'Sanctioned', action_type: null, updated_at: '2026-11-20T10:00:00.000Z', updated_by: 'admin@acme.test',
};

function api() {
  return mockApi(({ method, url }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname === '/api/saas-account' && method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': '1' } });
    if (url.pathname === '/api/saas-account') return json(200, url.searchParams.get('tag') === 'Sanctioned' ? [SLACK] : []);
    if (url.pathname === '/api/saas-account/Slack' && method === 'POST') return json(200, { ok: true });
    if (url.pathname === '/api/unsanctioned-categories') return json(200, []);
    if (url.pathname === '/api/policy-status') return json(503, { exception: 'not here', code: 'x' });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/saas-config', () => {
  it('changes an app only after the action is explained and confirmed, with the one access call', async () => {
    storeSession({ role: 'ADMIN' });
    const calls = api();
    renderWithSession(<SaasConfig />, { path: '/saas-config' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change access for Slack' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No indication to the user; an admin alert is registered and the access is logged.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Unsanctioned: Report/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(within(dialog).getByText('Make Slack Unsanctioned with Report?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ is_sanctioned: false, action_type: 'Report' }));
    expect(await screen.findByText('Configuration is accepted and shared to online devices in 1-2 minutes; offline devices get it when they next come online.')).toBeVisible();
  }, 20_000);

  it('hides every mutation control from the read-only role', async () => {
    storeSession({ role: 'AUDITOR' });
    api();
    renderWithSession(<SaasConfig />, { path: '/saas-config' });
    expect(await screen.findByText('Slack')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Change access/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
  });
});
