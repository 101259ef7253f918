import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../api/client';
import type { AppGroupBody, AppGroupDetail } from '../../api/contract/mdm-apps';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import { AppGroupForm, formOf } from './app-group-form';

const ENGINEERING = { id: '0b6f1c2a-1d2e-4f30-8a41-5b6c7d8e9f01', name: 'Engineering' };
const FINANCE = { id: '1c7a2d3b-2e3f-4a41-9b52-6c7d8e9fa012', name: 'Finance' };

function renderForm(save: (body: AppGroupBody) => Promise<AppGroupDetail>) {
  storeSession({ role: 'ADMIN' });
  mockApi(({ url }) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname === '/api/groups-lite') return json(200, [ENGINEERING, FINANCE]);
    return undefined;
  });
  return renderWithSession(<AppGroupForm kind="INSTALL" initial={formOf()} save={save} />, { path: '/add-application-group' });
}

afterEach(() => vi.unstubAllGlobals());

describe('AppGroupForm groups', () => {
  it('sends the ids of the groups checked, in the order they were checked', async () => {
    const save = vi.fn(async () => ({ id: 'd1e2f3a4-0000-4000-8000-000000000001', kind: 'INSTALL', name: 'Toolkit' }) as AppGroupDetail);
    renderForm(save);
    const groups = await screen.findByRole('group', { name: 'Groups' });
    await userEvent.type(screen.getByLabelText('Group name'), 'Toolkit');
    await userEvent.type(screen.getByLabelText('Applications'), 'Zoom');
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Finance' }));
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Engineering' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ kind: 'INSTALL', name: 'Toolkit', apps: ['Zoom'], person_emails: [], group_ids: [FINANCE.id, ENGINEERING.id] });
  });

  it("puts the server's reason about group_ids on the group, as its description", async () => {
    const save = vi.fn(() => Promise.reject(new ApiRequestError(400, { exception: 'Bad request', issues: [{ path: 'group_ids.0', message: 'Not a group of this company.' }] })));
    renderForm(save);
    const groups = await screen.findByRole('group', { name: 'Groups' });
    await userEvent.type(screen.getByLabelText('Group name'), 'Toolkit');
    await userEvent.type(screen.getByLabelText('Applications'), 'Zoom');
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Engineering' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(groups).toHaveAccessibleDescription('Not a group of this company.'));
  });
});
