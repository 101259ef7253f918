// Inventory › DLP screens (issue 21) against a stubbed API: Discovered Data sends the URL's day, person and
// types and lists the endpoints with their findings, its Users tab keeps the filters; Data Activity sends
// the action and Gen AI filters and shows the counts by action; the help's sample endpoint 51 is not found.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CopyPasteRow, DlpEndpointRow } from '../../api/contract/dlp';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import CopyPasteActivity from './copy-paste-activity';
import DlpEndpointDetails from './dlp-endpoint-details';
import DlpEndpoints from './dlp-endpoints';

const head = (total: number) => new Response(null, { status: 200, headers: { 'x-size': String(total) } });

const ENDPOINT: DlpEndpointRow = {
  endpoint: { id: '00000000-0000-4000-8000-0000000000d1', hostname: 'MBP-042', platform_family: 'MacOS' },
  person: { id: '00000000-0000-4000-8000-0000000000e1', name: 'Omar Lewis', email: 'omar.lewis@acme.test' },
  files: 3,
  matches: 40,
  data_types: ['Credit Card Number', 'Email Address'],
  last_seen: '2026-11-20T10:00:00.000Z',
};

const PASTE: CopyPasteRow = {
  id: '00000000-0000-4000-8000-0000000000f1',
  time: '2026-11-20T10:00:00.000Z',
  endpoint: { id: ENDPOINT.endpoint.id, hostname: 'MBP-042' },
  person: ENDPOINT.person!,
  source: 'Salesforce',
  destination: 'DeepSeek',
  data_type: 'Credit Card Number',
  match_count: 4,
  action: 'Block',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Inventory › DLP', () => {
  it('Discovered Data sends the URL’s day, person and types and lists the endpoints', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/data-dictionary') return json(200, [{ data_type: 'Credit Card Number', files: 3, endpoints: 1, pastes: 0 }]);
      if (url.pathname === '/api/sensitive-data-endpoints') return method === 'HEAD' ? head(1) : json(200, [ENDPOINT]);
      return undefined;
    });
    renderWithSession(<DlpEndpoints />, { path: '/dlp-endpoints', at: '/dlp-endpoints?on=2026-11-20&u=omar.lewis%40acme.test&type=Credit+Card+Number' });
    const row = (await screen.findByRole('rowheader', { name: 'MBP-042' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'MBP-042' })).toHaveAttribute('href', `/dlp-endpoint-details/${ENDPOINT.endpoint.id}`);
    expect(within(row).getByText('40')).toBeVisible();
    expect(await screen.findByText('1 endpoint with sensitive data')).toBeVisible();
    expect(screen.getByText('On 2026-11-20 (UTC)')).toBeVisible();
    const list = calls.find((c) => c.url.pathname === '/api/sensitive-data-endpoints' && c.method === 'GET')!;
    expect(list.url.searchParams.get('on')).toBe('2026-11-20');
    expect(list.url.searchParams.get('u')).toBe('omar.lewis@acme.test');
    expect(list.url.searchParams.getAll('type')).toEqual(['Credit Card Number']);
    expect(list.url.searchParams.get('s')).toBeNull();
    const users = within(screen.getByRole('navigation', { name: 'Show endpoints or users' })).getByRole('link', { name: /Users/ });
    expect(users.getAttribute('href')).toContain('tab=users');
    expect(users.getAttribute('href')).toContain('on=2026-11-20');
  });

  it('Data Activity sends the action and Gen AI filters and counts the events by action', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/data-dictionary') return json(200, []);
      if (url.pathname === '/api/device-copy-paste-action') return json(200, { Alert: 2, Report: 5, Block: 1 });
      if (url.pathname === '/api/sensitive-copy-paste-activity') return method === 'HEAD' ? head(1) : json(200, [PASTE]);
      return undefined;
    });
    renderWithSession(<CopyPasteActivity />, { path: '/copy-paste-activity', at: '/copy-paste-activity?action=Block&genai=true&range=3' });
    const row = (await screen.findByRole('rowheader', { name: /11\/20\/2026|2026/ })).closest('tr')!;
    expect(within(row).getByText('DeepSeek')).toBeVisible();
    expect(within(row).getByText('Block')).toBeVisible();
    expect(await screen.findByText('1 event')).toBeVisible();
    expect(screen.getByText('Pasted into Gen AI apps')).toBeVisible();
    const list = calls.find((c) => c.url.pathname === '/api/sensitive-copy-paste-activity' && c.method === 'GET')!;
    expect(list.url.searchParams.getAll('action')).toEqual(['Block']);
    expect(list.url.searchParams.get('genai')).toBe('true');
    expect(Number(list.url.searchParams.get('s'))).toBeGreaterThan(0);
  });

  it('shows the help’s sample endpoint 51 as not found without asking the server', async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ url }) => (url.pathname === '/api/accounts' ? json(200, accountFor()) : undefined));
    renderWithSession(<DlpEndpointDetails />, { path: '/dlp-endpoint-details/:deviceId', at: '/dlp-endpoint-details/51' });
    expect(await screen.findByRole('heading', { name: 'This endpoint was not found' })).toBeVisible();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/devices/'))).toBe(false);
  });
});
