// DLP policy screens (issue 21) against a stubbed API: the exfiltration steps refuse to go on without a
// name and something to watch, then send the policy the three steps describe; the custom data form shows
// the detector library's reason for a pattern that could hang a scan, and sends nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { accountFor, json, mockApi, pagedList, renderWithSession, storeSession } from '../../app/session/testing';
import AddCustomDataSteps from './add-custom-data-steps';
import DataExfiltrationSteps from './data-exfiltration-steps';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const DATA_TYPES = { types: [{ name: 'Credit Card Number', description: 'Luhn-valid card numbers.' }, { name: 'IBAN', description: 'MOD 97.' }], dictionaries: [] };

describe('DLP policies', () => {
  it('the exfiltration steps check each step, then send the policy', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi((call) => {
      const { method, url } = call;
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/dlp/data-types') return json(200, DATA_TYPES);
      if (url.pathname === '/api/groups-lite') return json(200, [{ id: '00000000-0000-4000-8000-0000000000a1', name: 'Finance' }]);
      if (method === 'POST' && url.pathname === '/api/dlp-policies') return json(201, {});
      if (['/api/dlp-custom-data', '/api/dlp-dictionaries', '/api/dlp-fingerprints', '/api/dlp-folders'].includes(url.pathname)) return pagedList(call, []);
      return undefined;
    });
    renderWithSession(<DataExfiltrationSteps />, { path: '/data-exfiltration-steps' });
    await screen.findByRole('checkbox', { name: 'Credit Card Number' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name is required.')).toBeVisible();
    expect(screen.getByText(/Choose at least one data type/)).toBeVisible();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Cards to Gen AI' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Credit Card Number' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose at least one channel.')).toBeVisible();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gen AI prompts' }));
    fireEvent.click(screen.getByRole('radio', { name: /^Block/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Finance' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));

    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/dlp-policies')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/dlp-policies')!;
    expect(sent.body).toMatchObject({
      kind: 'exfiltration',
      name: 'Cards to Gen AI',
      data_types: ['Credit Card Number'],
      channels: ['Gen AI'],
      action: 'Block',
      group_ids: ['00000000-0000-4000-8000-0000000000a1'],
      enabled: true,
    });
  });

  it('the custom data form shows why a pattern is refused and sends nothing', { timeout: 30_000 }, async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ url }) => (url.pathname === '/api/accounts' ? json(200, accountFor()) : undefined));
    renderWithSession(<AddCustomDataSteps />, { path: '/add-custom-data-steps' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Explosive' } });
    fireEvent.change(screen.getByLabelText('Pattern'), { target: { value: '(a+)+$' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save custom data' }));
    expect(await screen.findByText(/exponential time/)).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
