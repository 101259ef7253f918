import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLogDetail, AdminLogRow, ErrorLogRow } from '../../api/contract/logs';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import AdminLogs from './admin-logs';
import ErrorLogs from './error-logs';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

function auditRow(i: number, over: Partial<AdminLogRow> = {}): AdminLogRow {
  return {
    id: `00000000-0000-4000-8000-00000000000${i}`,
    time: '2026-03-01T12:00:00.000Z',
    email: `admin${i}@acme.test`,
    role: 'ADMIN',
    action: 'saas.app.classify',
    target: `App ${i}`,
    target_type: 'saas.app',
    trace_id: TRACE.slice(0, 31) + i,
    has_details: true,
    ...over,
  };
}

const ROWS = [auditRow(1), auditRow(2, { action: 'saas.custom.update', target: 'Intranet', target_type: 'saas.custom', role: 'PALISADE_ADMIN', email: 'ops@palisade.test' })];
const DETAIL: AdminLogDetail = {
  ...ROWS[1],
  details: { url: 'https://new.example', previous: { url: 'https://old.example' } },
  changes: [{ field: 'url', before: 'https://old.example', after: 'https://new.example' }],
};

const head = (total: number) => new Response(null, { status: 200, headers: { 'x-size': String(total) } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/admin-logs', () => {
  it('sends the URL’s filters, lists who did what with the trace id, and opens a row with its before and after', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/admin-logs-facets') return json(200, { actions: ['saas.app.classify', 'saas.custom.update'], target_types: ['saas.app', 'saas.custom'] });
      if (url.pathname === '/api/admin-logs') return method === 'HEAD' ? head(ROWS.length) : json(200, ROWS);
      if (url.pathname === `/api/admin-logs/${DETAIL.id}`) return json(200, DETAIL);
      return undefined;
    });
    renderWithSession(<AdminLogs />, { path: '/admin-logs', at: '/admin-logs?u=admin&tt=saas.app&tt=saas.custom' });

    const first = (await screen.findByRole('rowheader', { name: /admin1@acme\.test/ })).closest('tr')!;
    expect(within(first).getByText('saas.app.classify')).toBeVisible();
    expect(within(first).getByText('SaaS app')).toBeVisible();
    expect(within(first).getByText('App 1')).toBeVisible();
    expect(within(first).getByText(ROWS[0].trace_id)).toBeVisible();
    const second = screen.getByRole('rowheader', { name: /ops@palisade\.test/ });
    expect(within(second).getByText('Provider admin')).toBeVisible();
    expect(await screen.findByText('2 entries')).toBeVisible();

    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/admin-logs')!;
    expect(list.url.searchParams.get('u')).toBe('admin');
    expect(list.url.searchParams.getAll('tt')).toEqual(['saas.app', 'saas.custom']);
    expect(screen.getByRole('button', { name: 'Target type filter, 2 chosen' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Details of saas.custom.update on Intranet' }));
    const dialog = await screen.findByRole('dialog', { name: 'saas.custom.update · Intranet' });
    const changes = await within(dialog).findByRole('table', { name: 'What changed' });
    const url = within(changes).getByRole('rowheader', { name: 'url' }).closest('tr')!;
    expect(within(url).getByText('https://old.example')).toBeVisible();
    expect(within(url).getByText('https://new.example')).toBeVisible();
    expect(within(dialog).getByText(ROWS[1].trace_id)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the empty state of a filtered list', { timeout: 20_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    mockApi(({ method, url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/admin-logs-facets') return json(200, { actions: [], target_types: [] });
      if (url.pathname === '/api/admin-logs') return method === 'HEAD' ? head(0) : json(200, []);
      return undefined;
    });
    renderWithSession(<AdminLogs />, { path: '/admin-logs', at: '/admin-logs?action=account.create' });
    expect(await screen.findByText('No admin actions match these filters.')).toBeVisible();
  });
});

describe('/error-logs', () => {
  const ERRORS: ErrorLogRow[] = [
    {
      id: '10000000-0000-4000-8000-000000000001',
      time: '2026-03-02T08:30:00.000Z',
      endpoint: { id: '20000000-0000-4000-8000-000000000001', hostname: 'ACME-MBP-0042' },
      person: { id: 'p1', name: 'Dana Whitfield', email: 'dana@acme.test' },
      severity: 'Critical',
      component: 'Browser Extension',
      code: 'EXT_DISABLED',
      message: 'The Palisade extension was turned off in Safari.',
      agent_version: '1.1.6',
    },
  ];

  it('lists the agents’ errors with a link to the endpoint, filtered from the URL', { timeout: 20_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/error-logs-facets') return json(200, { components: ['Browser Extension', 'Updater'] });
      if (url.pathname === '/api/error-logs') return method === 'HEAD' ? head(1) : json(200, ERRORS);
      return undefined;
    });
    renderWithSession(<ErrorLogs />, { path: '/error-logs', at: `/error-logs?severity=Critical&endpoint=${ERRORS[0].endpoint.id}` });
    const link = await screen.findByRole('link', { name: 'ACME-MBP-0042' });
    expect(link).toHaveAttribute('href', `/endpoint-details/${ERRORS[0].endpoint.id}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('Critical')).toBeVisible();
    expect(within(row).getByText('EXT_DISABLED')).toBeVisible();
    expect(within(row).getByText('Dana Whitfield')).toBeVisible();
    expect(screen.getByText('Endpoint: ACME-MBP-0042')).toBeVisible();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/error-logs')!;
    expect(list.url.searchParams.getAll('severity')).toEqual(['Critical']);
    expect(list.url.searchParams.get('endpoint')).toBe(ERRORS[0].endpoint.id);
  });
});
