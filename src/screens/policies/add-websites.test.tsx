import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOMAIN_MESSAGE } from '../../api/contract/web-policies';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import AddWebsites, { splitDomains } from './add-websites';

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/blocked-websites');

function api(answer: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/accounts') return json(200, accountFor());
    if (call.url.pathname === '/api/blocked-websites' && call.method === 'POST') return answer(call);
    return undefined;
  });
}

beforeEach(() => {
  storeSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('splitDomains', () => {
  it('reads one website per line, commas and spaces too, without repeats', () => {
    expect(splitDomains(' a.com\nb.org, a.com  *.c.io\n\n')).toEqual(['a.com', 'b.org', '*.c.io']);
  });
});

describe('/add-websites', () => {
  it('names the entries that break the URL-or-domain rule on the field and sends nothing', async () => {
    const calls = api(() => json(200, []));
    renderWithSession(<AddWebsites />, { path: '/add-websites/:name?', at: '/add-websites' });
    const field = await screen.findByRole('textbox', { name: 'Websites' });
    await userEvent.type(field, 'good.com{enter}not-a-domain');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`${DOMAIN_MESSAGE}: not-a-domain`)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('blocks the websites with the chosen action, then shows the changes message and returns to /config-websites', async () => {
    const calls = api(() => json(200, []));
    renderWithSession(<AddWebsites />, { path: '/add-websites/:name?', at: '/add-websites' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Websites' }), 'a.example.com{enter}https://b.example.com/path');
    await userEvent.click(screen.getByRole('radio', { name: /Report/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/config-websites'));
    expect(posts(calls).map((c) => c.body)).toEqual([{ domains: ['a.example.com', 'https://b.example.com/path'], action: 'Report' }]);
    expect(screen.getByText(/Configuration is accepted and shared to online devices in 1-2 minutes/)).toBeInTheDocument();
  });

  it('shows a duplicate on 409 and puts a 400 issue on the field', async () => {
    let status = 409;
    api(() =>
      status === 409
        ? json(409, { exception: 'Already blocked', code: 'conflict' })
        : json(400, { exception: 'Bad input', code: 'bad_request', issues: [{ path: 'domains.0', message: 'Server says no' }] }),
    );
    renderWithSession(<AddWebsites />, { path: '/add-websites/:name?', at: '/add-websites' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Websites' }), 'dup.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('One of these websites is already in the list.');
    status = 400;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Server says no')).toBeInTheDocument();
  });
});
