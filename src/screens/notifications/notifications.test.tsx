import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationMessage, NotificationRow, TemplateDetail } from '../../api/contract/notifications';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import AccountEmailTemplate from './account-email-template';
import NotificationLogs from './notification-logs';

function row(i: number, over: Partial<NotificationRow> = {}): NotificationRow {
  return {
    id: `00000000-0000-4000-8000-00000000000${i}`,
    recipient: `person${i}@acme.test`,
    template: 'user-invitation',
    subject: 'Acme Corp invites you to Palisade',
    status: 'Sent',
    smtp_response: '250 2.0.0 OK queued',
    attempts: 1,
    time: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:01.000Z',
    related: { type: 'person', id: `p${i}`, label: `Person ${i}` },
    requested_by: 'admin@acme.test',
    ...over,
  };
}

const ROWS = [
  row(1),
  row(2, { status: 'Failed', smtp_response: '550 5.1.1 Mailbox unavailable', attempts: 2, template: 'noncompliance-notice', subject: 'Action needed: ACME-LT-0142 is not compliant', related: { type: 'endpoint', id: 'e1', label: 'ACME-LT-0142' } }),
];
const MESSAGE: NotificationMessage = { ...ROWS[1], html: '<p>Hello <script>alert(1)</script></p>', text: 'Hello Person 2,\n\nYour device ACME-LT-0142 …' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/notification-logs', () => {
  it('reads the status filter from the URL', { timeout: 20_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/notification-logs') {
        const rows = ROWS.filter((r) => url.searchParams.getAll('status').includes(r.status));
        if (method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': String(rows.length) } });
        return json(200, rows);
      }
      return undefined;
    });
    renderWithSession(<NotificationLogs />, { path: '/notification-logs', at: '/notification-logs?status=Failed&q=person' });
    expect(await screen.findByRole('rowheader', { name: 'person2@acme.test' })).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: 'person1@acme.test' })).toBeNull();
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/notification-logs')!;
    expect(list.url.searchParams.getAll('status')).toEqual(['Failed']);
    expect(list.url.searchParams.get('q')).toBe('person');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Failed');
  });

  it('lists the server’s messages with status and SMTP answer, and opens a message safely', { timeout: 20_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/notification-logs') {
        const status = url.searchParams.getAll('status');
        const rows = ROWS.filter((r) => status.length === 0 || status.includes(r.status));
        if (method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': String(rows.length) } });
        return json(200, rows);
      }
      if (url.pathname === `/api/notification-logs/${MESSAGE.id}`) return json(200, MESSAGE);
      if (url.pathname === `/api/notification-logs/${MESSAGE.id}/retry`) return json(200, { ok: true });
      return undefined;
    });
    renderWithSession(<NotificationLogs />, { path: '/notification-logs' });
    const failed = (await screen.findByRole('rowheader', { name: 'person2@acme.test' })).closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeVisible();
    expect(within(failed).getByText('550 5.1.1 Mailbox unavailable')).toBeVisible();
    expect(within(failed).getByText('Non-compliance notice')).toBeVisible();
    expect(within(failed).getByText('Endpoint: ACME-LT-0142')).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'person1@acme.test' })).toBeVisible();

    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    expect(calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/notification-logs')?.url.searchParams.getAll('status')).toEqual([]);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'View the message to person2@acme.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message to person2@acme.test' });
    expect(await within(dialog).findByText(/Your device ACME-LT-0142/)).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: /^HTML/ }));
    const frame = within(dialog).getByTitle('The HTML part of the message, shown without scripts');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', MESSAGE.html);
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `/api/notification-logs/${MESSAGE.id}/retry`)).toBe(true));
  });
});

describe('/account-email-template/{trigger}/{id}', () => {
  const detail: TemplateDetail = {
    trigger: 'user-invitation',
    name: 'User invitation',
    description: 'Invites a person of the company to install the Palisade Copilot agent.',
    subject: '{{companyName}} invites you to Palisade',
    source: 'account',
    id: 'tpl-1',
    updated_at: '2026-03-01T12:00:00.000Z',
    updated_by: 'admin@acme.test',
    html: '<p>Hello {{recipientName}}</p>',
    text: 'Hello {{recipientName}}',
    variables: [{ name: 'recipientName', description: 'the recipient’s name', sample: 'Jordan Reyes' }],
    default: { subject: 'Default subject', html: '<p>Default</p>', text: 'Default' },
  };

  it('previews what the server renders, shows its 400 reason, and saves the edited parts', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ method, url, body }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/account-email-templates/user-invitation' && method === 'GET') return json(200, detail);
      if (url.pathname === '/api/account-email-templates/user-invitation/preview') {
        const b = body as { subject: string; html: string; text: string };
        if (b.text.includes('{{firstName}}')) return json(400, { exception: 'Unknown variable {{firstName}}. This template knows {{recipientName}}.', code: 'VALIDATION_ERROR' });
        return json(200, { subject: b.subject.replace('{{companyName}}', 'Acme Corp'), html: b.html.replace('{{recipientName}}', 'Jordan Reyes'), text: b.text.replace('{{recipientName}}', 'Jordan Reyes') });
      }
      if (url.pathname === '/api/account-email-templates/user-invitation' && method === 'POST') return json(200, { ...detail, ...(body as object) });
      return undefined;
    });
    renderWithSession(<AccountEmailTemplate />, { path: '/account-email-template/:trigger/:id', at: '/account-email-template/user-invitation/tpl-1' });
    expect(await screen.findByText('Acme Corp invites you to Palisade', undefined, { timeout: 3000 })).toBeVisible();
    expect(screen.getByTitle('Preview of the HTML part')).toHaveAttribute('sandbox', '');
    expect(screen.getByText('Hello Jordan Reyes')).toBeVisible();

    const user = userEvent.setup();
    const text = screen.getByLabelText('Text part');
    await user.clear(text);
    await user.type(text, 'Hi {{{{firstName}}');
    expect(await screen.findByText('Unknown variable {{firstName}}. This template knows {{recipientName}}.', undefined, { timeout: 3000 })).toBeVisible();
    await user.clear(text);
    await user.type(text, 'Hi {{{{recipientName}}, welcome');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/account-email-templates/user-invitation')?.body).toMatchObject({ text: 'Hi {{recipientName}}, welcome' }));
    expect(screen.getByRole('link', { name: 'Back to templates' })).toHaveAttribute('href', '/account-email-templates');
  });
});
