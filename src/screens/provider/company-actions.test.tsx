import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedCompanyRow } from '../../api/contract/provider';
import type { ActionPreview, ActionRun, RunSummary } from '../../api/contract/provider-actions';
import { accountFor, json, mockApi, renderWithSession, storeSession, stubLayoutApis, type ApiCall } from '../../app/session/testing';
import PalisadeAccounts from './palisade-accounts';

const NO_FLAGS = { enable_dlp: false, enable_vpn: false, enable_mdm: false, enable_execute_command: false, disable_session_logs: false };
const company = (id: string, name: string): ManagedCompanyRow => ({
  id,
  client_id: `client-${id}`,
  name,
  status: 'ACTIVE',
  parent_name: null,
  created_at: '2026-03-01T12:00:00.000Z',
  endpoints_online: 3,
  endpoints_total: 5,
  agent_versions: [],
  alerts_week: 0,
  setup_done: 0,
  setup_total: 4,
  billing_enabled: false,
  flags: NO_FLAGS,
});
const COMPANIES = [company('a', 'Acme Corp'), company('g', 'Globex'), company('i', 'Initech')];

const PREVIEW: ActionPreview = {
  action: 'app-access',
  target: 'Dropbox: Unsanctioned (Block)',
  changing: 1,
  unchanged: 1,
  companies: [
    { id: 'a', name: 'Acme Corp', change: true, from: 'Unclassified', to: 'Unsanctioned (Block)', endpoints: 12, endpoints_online: 40, people: 9 },
    { id: 'g', name: 'Globex', change: false, from: 'Unsanctioned (Block)', to: 'Unsanctioned (Block)', endpoints: 0, endpoints_online: 2, people: 0 },
  ],
};
const SUMMARY: RunSummary = { id: 'run-1', created_at: '2026-03-02T10:00:00.000Z', email: 'ops@palisade.test', action: 'app-access', target: PREVIEW.target, companies: 2, applied: 1, unchanged: 1, failed: 0 };
const RUN: ActionRun = {
  ...SUMMARY,
  params: {},
  results: [
    { company_id: 'a', company_name: 'Acme Corp', status: 'applied', from: 'Unclassified', to: 'Unsanctioned (Block)', message: null, endpoints: 12, people: 9 },
    { company_id: 'g', company_name: 'Globex', status: 'unchanged', from: 'Unsanctioned (Block)', to: 'Unsanctioned (Block)', message: null, endpoints: 0, people: 0 },
  ],
};

function api() {
  let ran = false;
  return mockApi(({ method, url }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor({ id: 'palisade-id', name: 'Palisade', is_provider: true }));
    if (url.pathname === '/api/provider/company-stats') return json(200, { pending: 0, all: 3, active: 3 });
    if (url.pathname === '/api/provider/companies') {
      if (method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': '3' } });
      return json(200, COMPANIES);
    }
    if (url.pathname === '/api/provider/action-apps') return json(200, [{ name: 'Dropbox', categories: ['Storage'], icon: null }]);
    if (url.pathname === '/api/provider/actions/preview') return json(200, PREVIEW);
    if (url.pathname === '/api/provider/actions' && method === 'POST') {
      ran = true;
      return json(201, RUN);
    }
    if (url.pathname === '/api/provider/actions') {
      if (method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': ran ? '1' : '0' } });
      return json(200, ran ? [SUMMARY] : []);
    }
    if (url.pathname === '/api/provider/actions/run-1') return json(200, RUN);
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/palisade-accounts: one change across selected companies', () => {
  it('selects companies, previews the change per company, applies it and shows the result per company', async () => {
    stubLayoutApis();
    storeSession({ role: 'PALISADE_ADMIN', email: 'ops@palisade.test', account_id: 'palisade-id', account_name: 'Palisade' });
    const calls = api();
    renderWithSession(<PalisadeAccounts />, { path: '/palisade-accounts' });
    const user = userEvent.setup();
    expect(await screen.findByText('No change has been applied across companies yet.')).toBeVisible();

    await user.click(await screen.findByRole('checkbox', { name: 'Select Acme Corp' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Globex' }));
    expect(screen.getByRole('checkbox', { name: 'Select every company on this page' })).toHaveAttribute('data-state', 'indeterminate');
    expect(screen.getByText('2 companies selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Apply a change' }));

    const dialog = await screen.findByRole('dialog', { name: 'Apply a change to 2 companies' });
    await user.type(within(dialog).getByPlaceholderText("Type an app's name"), 'Dropbox');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByTestId('action-preview');
    const sent = calls.find((c) => c.url.pathname === '/api/provider/actions/preview')!;
    expect(sent.body).toEqual({ action: 'app-access', company_ids: ['a', 'g'], app: 'Dropbox', access: 'Unsanctioned', action_type: 'Block' });
    const acme = within(preview).getByRole('rowheader', { name: 'Acme Corp' }).closest('tr')!;
    expect(within(acme).getByText('Unclassified → Unsanctioned (Block)')).toBeVisible();
    expect(within(acme).getByText(/12 endpoints, 9 people used the app in the last 30 days \(40 endpoints online\)/)).toBeVisible();
    const globex = within(preview).getByRole('rowheader', { name: 'Globex' }).closest('tr')!;
    expect(within(globex).getByText('No change (Unsanctioned (Block))')).toBeVisible();
    expect(within(dialog).getByText('1 of 2 companies change; 1 already have it.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/provider/actions')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Apply to 1 company' }));
    const result = await within(dialog).findByTestId('action-result');
    expect(within(within(result).getByRole('rowheader', { name: 'Acme Corp' }).closest('tr')!).getByText('Applied')).toBeVisible();
    expect(within(within(result).getByRole('rowheader', { name: 'Globex' }).closest('tr')!).getByText('Unchanged')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // the selection is cleared and the run is listed, its result viewable again
    await waitFor(() => expect(screen.queryByText('2 companies selected')).toBeNull());
    const runs = await screen.findByTestId('action-runs');
    expect(await within(runs).findByText('1 applied · 1 unchanged · 0 failed')).toBeVisible();
    await user.click(within(runs).getByRole('button', { name: /View the change of/ }));
    const detail = await screen.findByRole('dialog', { name: /Change of .* by ops@palisade.test/ });
    expect(await within(detail).findByText('Applied in 1, unchanged in 1, failed in 0.')).toBeVisible();
  });
});
