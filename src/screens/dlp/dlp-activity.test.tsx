// Data Activity (/sensitive-activity) and the browser extension's sensitive data (/sensitive-data-ext),
// issue 21, against a stubbed API: the counters show the server's counts by action and choose that action,
// the URL's filters reach the call, a non-paste row opens its details; a site opens its events in Data Activity.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExtensionSiteRow, SensitiveActivityRow } from '../../api/contract/dlp-activity';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import SensitiveActivity from './sensitive-activity';
import SensitiveDataExt from './sensitive-data-ext';

const head = (total: number) => new Response(null, { status: 200, headers: { 'x-size': String(total) } });

const USB: SensitiveActivityRow = {
  id: '00000000-0000-4000-8000-0000000000a1',
  time: '2026-11-20T10:00:00.000Z',
  kind: 'transfer',
  origin: 'agent',
  channel: 'USB',
  operation: null,
  endpoint: { id: '00000000-0000-4000-8000-0000000000d1', hostname: 'WIN-FIN-07' },
  person: { id: '00000000-0000-4000-8000-0000000000e1', name: 'Omar Lewis', email: 'omar.lewis@acme.test' },
  source: 'Q3 payments.xlsx',
  destination: 'SanDisk Ultra USB 3.0',
  site: null,
  data_types: ['Credit Card Number', 'IBAN'],
  match_count: 12,
  policy: 'Block payment data leaving endpoints',
  action: 'Block',
};

const SITE: ExtensionSiteRow = {
  site: 'chatgpt.com', events: 4, matches: 9, blocked: 3, people: 2, last_seen: '2026-11-21T09:00:00.000Z',
  data_types: ['AWS Access Key'], operations: ['paste'],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Data Activity and the browser extension', () => {
  it('counts by action, filters from the URL and opens an event', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/data-dictionary') return json(200, []);
      if (url.pathname === '/api/sensitive-activity/summary') return json(200, { actions: { Alert: 2, Report: 5, Block: 1 }, channels: [{ channel: 'USB', events: 1 }], destinations: ['SanDisk Ultra USB 3.0'] });
      if (url.pathname === '/api/sensitive-activity') return method === 'HEAD' ? head(1) : json(200, [USB]);
      return undefined;
    });
    renderWithSession(<SensitiveActivity />, { path: '/sensitive-activity', at: '/sensitive-activity?channel=USB&range=3' });
    const row = (await screen.findByRole('rowheader', { name: /2026/ })).closest('tr')!;
    expect(within(row).getByText('Block payment data leaving endpoints')).toBeVisible();
    expect(within(row).getByText('Credit Card Number, IBAN')).toBeVisible();
    expect(await screen.findByText('1 event')).toBeVisible();
    const counters = screen.getByRole('group', { name: 'Events by action' });
    expect(await within(counters).findByRole('button', { name: 'Report: 5 events. Show only these' })).toBeVisible();
    const list = calls.find((c) => c.url.pathname === '/api/sensitive-activity' && c.method === 'GET')!;
    expect(list.url.searchParams.getAll('channel')).toEqual(['USB']);
    fireEvent.click(within(counters).getByRole('button', { name: 'Report: 5 events. Show only these' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/sensitive-activity' && c.url.searchParams.getAll('action').join() === 'Report')).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: /Details of the event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'USB to SanDisk Ultra USB 3.0' });
    expect(within(dialog).getByText('Q3 payments.xlsx')).toBeVisible();
  });

  it('lists the extension’s sites and opens a site’s events in Data Activity', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    mockApi(({ method, url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/data-dictionary') return json(200, []);
      if (url.pathname === '/api/sensitive-data-ext/sites') return method === 'HEAD' ? head(1) : json(200, [SITE]);
      return undefined;
    });
    renderWithSession(<SensitiveDataExt />, { path: '/sensitive-data-ext', at: '/sensitive-data-ext?range=3' });
    const link = await screen.findByRole('link', { name: 'Events on chatgpt.com' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/sensitive-activity');
    expect(href.searchParams.get('origin')).toBe('extension');
    expect(href.searchParams.get('site')).toBe('chatgpt.com');
    expect(href.searchParams.get('range')).toBe('3');
    expect(await screen.findByText('1 site')).toBeVisible();
  });
});
