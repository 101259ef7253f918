import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailReportRow } from '../../api/contract/email-reports';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import AddEmailReports from './add-email-reports';
import EmailComplianceTab from './email-compliance-tab';

const ROW: EmailReportRow = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Weekly compliance for the board',
  report: 'compliance',
  frequency: 'weekly',
  time_of_day: '08:00',
  day_of_week: 1,
  day_of_month: null,
  time_zone: 'Europe/Paris',
  recipients: ['ciso@acme.test', 'it@acme.test'],
  formats: ['pdf', 'csv'],
  filters: {},
  enabled: true,
  next_run_at: '2026-11-30T07:00:00.000Z',
  last_run_at: null,
  created_by: 'admin@acme.test',
  updated_at: '2026-11-26T07:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/email-report/compliance-tab', () => {
  it('lists the compliance schedules the server answers and sends one now', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/email-reports') return method === 'HEAD' ? new Response(null, { status: 200, headers: { 'x-size': '1' } }) : json(200, [ROW]);
      if (method === 'POST' && url.pathname === `/api/email-reports/${ROW.id}/send`) return json(200, { run_id: 'r1', queued: 2 });
      return undefined;
    });
    renderWithSession(<EmailComplianceTab />, { path: '/email-report/compliance-tab' });
    const table = await screen.findByRole('table', { name: 'Compliance email reports' });
    const row = await within(table).findByRole('row', { name: /Weekly compliance for the board/ });
    expect(row).toHaveTextContent('Every Monday at 08:00 (Europe/Paris)');
    expect(row).toHaveTextContent('ciso@acme.test, it@acme.test');
    expect(row).toHaveTextContent('PDF, CSV');
    expect(calls.some((c) => c.url.pathname === '/api/email-reports' && c.url.searchParams.get('report') === 'compliance')).toBe(true);

    await userEvent.click(within(row).getByRole('button', { name: `Send ${ROW.name} now` }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `/api/email-reports/${ROW.id}/send`)).toBe(true));
    expect(await screen.findByText('2 messages queued. Delivery shows in Notification Logs.')).toBeInTheDocument();
  });
});

describe('/add-email-reports', () => {
  it('refuses an address that is not an e-mail, then posts the schedule the form describes', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    let posted: unknown = null;
    mockApi(({ method, url, body }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (method === 'POST' && url.pathname === '/api/email-reports') {
        posted = body;
        return json(201, { ...ROW, ...(posted as object) });
      }
      if (url.pathname === '/api/email-reports') return method === 'HEAD' ? new Response(null, { status: 200, headers: { 'x-size': '0' } }) : json(200, []);
      return undefined;
    });
    renderWithSession(<AddEmailReports />, { path: '/add-email-reports/:id?', at: '/add-email-reports?report=compliance' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Board pack');
    await user.type(screen.getByLabelText('Recipients'), 'ciso@acme.test, not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Not an e-mail address: not-an-address')).toBeInTheDocument();
    expect(posted).toBeNull();

    await user.clear(screen.getByLabelText('Recipients'));
    await user.type(screen.getByLabelText('Recipients'), 'ciso@acme.test, it@acme.test');
    await user.click(screen.getByRole('checkbox', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted).toMatchObject({
      name: 'Board pack',
      report: 'compliance',
      frequency: 'weekly',
      day_of_week: 1,
      day_of_month: null,
      time_of_day: '08:00',
      recipients: ['ciso@acme.test', 'it@acme.test'],
      formats: ['pdf', 'csv'],
      enabled: true,
    });
  });
});
