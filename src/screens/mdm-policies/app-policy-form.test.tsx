import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppPolicyDetail } from '../../api/contract/mdm-policies';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import { AppPolicyForm, formOf } from './app-policy-form';

const APP_ID = '5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5';
const ENGINEERING = { id: '0b6f1c2a-1d2e-4f30-8a41-5b6c7d8e9f01', name: 'Engineering' };
const FINANCE = { id: '1c7a2d3b-2e3f-4a41-9b52-6c7d8e9fa012', name: 'Finance' };

afterEach(() => vi.unstubAllGlobals());

describe('AppPolicyForm groups and days', () => {
  it('sends the groups and the maintenance window days checked, in the order they were checked', async () => {
    storeSession({ role: 'ADMIN' });
    mockApi(({ url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/groups-lite') return json(200, [ENGINEERING, FINANCE]);
      if (url.pathname === '/api/mdm/app-policy-choices') return json(200, { apps: [{ id: APP_ID, name: 'Slack', bundle_id: 'com.tinyspeck.slackmacgap' }], groups: [] });
      return undefined;
    });
    const save = vi.fn(async () => ({ id: 'a0b1c2d3-0000-4000-8000-000000000001', subject: { kind: 'app', id: APP_ID, name: 'Slack' } }) as AppPolicyDetail);
    renderWithSession(<AppPolicyForm initial={{ ...formOf(), subject: `app:${APP_ID}` }} save={save} />, { path: '/add-app-policy' });
    const groups = await screen.findByRole('group', { name: 'Groups' });
    await userEvent.click(await within(groups).findByRole('checkbox', { name: 'Finance' }));
    await userEvent.click(screen.getByRole('radio', { name: 'In a maintenance window' }));
    const days = screen.getByRole('group', { name: 'Days' });
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Sat' }));
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Mon' }));
    await userEvent.type(screen.getByLabelText('From hour (0–23)'), '22');
    await userEvent.type(screen.getByLabelText('To hour (0–23)'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({
      managed_app_id: APP_ID, group_ids: [FINANCE.id], schedule: 'WINDOW', window_days: ['SAT', 'MON'], window_start: 22, window_end: 4,
    }));
  });

  it('says on the Days group that a window needs a day, and does not send', async () => {
    storeSession({ role: 'ADMIN' });
    mockApi(({ url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/groups-lite') return json(200, []);
      if (url.pathname === '/api/mdm/app-policy-choices') return json(200, { apps: [], groups: [] });
      return undefined;
    });
    const save = vi.fn();
    renderWithSession(
      <AppPolicyForm initial={{ ...formOf(), subject: `app:${APP_ID}`, people: 'ada@acme.test', schedule: 'WINDOW', start: '1', end: '2' }} save={save} />,
      { path: '/add-app-policy' },
    );
    const groups = screen.getByRole('group', { name: 'Groups' });
    expect(groups).toHaveTextContent('Loading');
    await waitFor(() => expect(groups).toHaveTextContent('No groups to choose from.'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Days' })).toHaveAccessibleDescription('Choose at least one day for the maintenance window.'));
    expect(save).not.toHaveBeenCalled();
  });
});
