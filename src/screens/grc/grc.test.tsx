// The GRC screens (issue 27): the dashboard shows what the server says was sent and when, Send now and
// the settings call the server; the callback hands code and state over and lands on /vanta.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import type { GrcRun, GrcStatus } from '../../api/contract/grc';
import Scrut from './scrut';
import VantaCallback from './vanta-callback';

afterEach(() => {
  vi.unstubAllGlobals();
});

const status: GrcStatus = {
  kind: 'scrut',
  config: { ingest_url: 'https://ingest.scrut.test/evidence', authorize_url: null, token_url: null, client_id: null, scope: null, has_secret: true },
  connected: true,
  connected_at: '2026-11-20T10:00:00.000Z',
  token_expires_at: null,
  redirect_uri: null,
  schedule: { spec: '23 2 * * *', next_run_at: '2026-11-27T02:23:00.000Z' },
  available: { records: 412, frameworks: [{ framework: 'SOC 2', records: 300 }, { framework: 'HIPAA', records: 112 }] },
  last_sent_at: '2026-11-26T02:23:09.000Z',
  last_sent: [{ framework: 'SOC 2', records: 298 }, { framework: 'HIPAA', records: 110 }],
};
const runs: GrcRun[] = [
  { id: 'r2', trigger: 'schedule', status: 'succeeded', started_at: '2026-11-26T02:23:00.000Z', finished_at: '2026-11-26T02:23:09.000Z', records_sent: 408, records_total: 408, pages_sent: 5, http_status: 200, error: null, frameworks: [] },
  { id: 'r1', trigger: 'manual', status: 'failed', started_at: '2026-11-25T09:00:00.000Z', finished_at: '2026-11-25T09:00:01.000Z', records_sent: 0, records_total: 405, pages_sent: 0, http_status: 500, error: 'The receiver answered HTTP 500 to page 1 of 5.', frameworks: [] },
];

describe('Scrut dashboard', () => {
  it('shows the connection, the evidence per framework now and as last sent, and the runs', async () => {
    storeSession();
    mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/grc/scrut') return json(200, status);
      if (method === 'GET' && url.pathname === '/api/grc/scrut/runs') return json(200, runs);
      return undefined;
    });
    renderWithSession(<Scrut />, { path: '/scrut' });
    expect(await screen.findByText('Connected')).toBeVisible();
    const evidence = screen.getByRole('table', { name: 'Compliance evidence per framework' });
    const soc = within(evidence).getByRole('rowheader', { name: 'SOC 2' }).closest('tr')!;
    expect(within(soc).getByText('300')).toBeVisible();
    expect(within(soc).getByText('298')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Export runs, newest first' });
    expect(within(table).getByText('The receiver answered HTTP 500 to page 1 of 5.')).toBeVisible();
    expect(within(table).getByText('408 of 408')).toBeVisible();
    expect(screen.getByLabelText('Endpoint URL')).toHaveValue('https://ingest.scrut.test/evidence');
    expect(screen.getByLabelText('API key')).toHaveValue('');
  });

  it('sends now, and saves the URL without a key when none is typed', async () => {
    storeSession();
    const calls = mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/grc/scrut') return json(200, status);
      if (method === 'GET' && url.pathname === '/api/grc/scrut/runs') return json(200, runs);
      if (method === 'POST' && url.pathname === '/api/grc/scrut/send') return json(200, runs[0]);
      if (method === 'PUT' && url.pathname === '/api/grc/scrut/config') return json(200, status);
      return undefined;
    });
    renderWithSession(<Scrut />, { path: '/scrut' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/grc/scrut/send')).toBe(true));
    const field = screen.getByLabelText('Endpoint URL');
    await user.clear(field);
    await user.type(field, 'https://other.scrut.test/in');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ingest_url: 'https://other.scrut.test/in' }));
  });
});

describe('Vanta callback', () => {
  it('shows the server\'s refusal of the state, with the way back', async () => {
    storeSession();
    const calls = mockApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/grc/vanta/oauth/finish'
        ? json(400, { exception: 'This connection link is not valid any more.', code: 'VALIDATION', issues: [{ path: 'state', message: 'This connection link is not valid any more.' }] })
        : undefined,
    );
    renderWithSession(<VantaCallback />, { path: '/vanta/oauth/callback', at: '/vanta/oauth/callback?code=abc&state=xyz' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This connection link is not valid any more.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'abc', state: 'xyz' });
    expect(screen.getByRole('link', { name: 'Back to Vanta' })).toHaveAttribute('href', '/vanta');
  });
});
