import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import AddGeofencing from './add-geofencing';

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/geo-fencing');

function api() {
  return mockApi((call) => {
    if (call.url.pathname === '/api/accounts') return json(200, accountFor());
    if (call.url.pathname === '/api/geo-fencing' && call.method === 'POST') {
      const body = call.body as { name: string };
      return body.name === 'Taken'
        ? json(409, { exception: 'exists', code: 'conflict' })
        : json(200, { ...body, id: 'f1', created_at: '2026-11-20T00:00:00.000Z', updated_at: '2026-11-20T00:00:00.000Z' });
    }
    return undefined;
  });
}

beforeEach(() => {
  storeSession();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/add-geofencing', () => {
  it('asks for a country before saving', async () => {
    const calls = api();
    renderWithSession(<AddGeofencing />, { path: '/add-geofencing' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Sanctioned countries');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one country.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('finds countries by name, sends their ISO codes with the action, and says when the name is taken', async () => {
    const calls = api();
    renderWithSession(<AddGeofencing />, { path: '/add-geofencing' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Taken');
    const search = screen.getByRole('searchbox', { name: 'Countries' });
    await userEvent.type(search, 'germ');
    await userEvent.click(screen.getByRole('checkbox', { name: /Germany/ }));
    await userEvent.clear(search);
    await userEvent.type(search, 'japan');
    await userEvent.click(screen.getByRole('checkbox', { name: /Japan/ }));
    expect(screen.getByRole('list', { name: 'Chosen countries' })).toHaveTextContent(/Germany.*Japan/);
    await userEvent.click(screen.getByRole('radio', { name: /Block Alert/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A geo-fence named Taken already exists.');

    await userEvent.clear(name);
    await userEvent.type(name, 'Travel');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/geo-fencing'));
    expect(posts(calls).map((c) => c.body)).toEqual([
      { name: 'Taken', countries: ['DE', 'JP'], action: 'Block Alert' },
      { name: 'Travel', countries: ['DE', 'JP'], action: 'Block Alert' },
    ]);
  });
});
