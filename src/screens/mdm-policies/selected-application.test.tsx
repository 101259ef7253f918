// Selected Browser against a stubbed API: the browser's figures and its devices (linked to their endpoint)
// are what the API answered, and turning the switch off sends the disallow decision for that browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { accountFor, json, mockApi, pagedList, renderWithSession, storeSession } from '../../app/session/testing';
import SelectedApplication from './selected-application';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const BRAVE = {
  name: 'Brave', label: 'Brave', apps: ['Brave Browser', 'brave-browser'], allowed: true, devices: 2,
  versions: [{ version: '1.73.91', devices: 2 }], updated_by: null, updated_at: null,
};
const DEVICES = ['MBP-001', 'MBP-002'].map((hostname, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i + 1}`, hostname, platform_family: 'MacOS', owner_name: 'Ann Lee', owner_email: 'ann@acme.test',
  app_name: 'Brave Browser', version: '1.73.91', last_seen: '2026-11-20T10:00:00.000Z',
}));

describe('Selected Browser', () => {
  it('shows the API’s figures and devices, and sends a disallow decision', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi((call) => {
      const { method, url } = call;
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/mdm/browsers/Brave/devices') return pagedList(call, DEVICES);
      if (url.pathname === '/api/mdm/browsers/Brave') return json(200, method === 'PUT' ? { ...BRAVE, allowed: false } : BRAVE);
      return undefined;
    });
    renderWithSession(<SelectedApplication />, { path: '/browsers/selected-application/:appName', at: '/browsers/selected-application/Brave' });
    expect(await screen.findByTestId('browser-devices')).toHaveTextContent('2');
    expect(screen.getByText('1.73.91 · 2 devices')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Devices with this browser installed' });
    expect(await within(table).findByRole('link', { name: 'MBP-002' })).toHaveAttribute('href', `/endpoint-details/${DEVICES[1].id}`);
    expect(screen.getByRole('link', { name: 'Manage extensions in Browser Policy' })).toHaveAttribute('href', '/browser-policy');

    fireEvent.click(screen.getByRole('switch', { name: 'Allow Brave on managed devices' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { allowed: false } });
  });
});
