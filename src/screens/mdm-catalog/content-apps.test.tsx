import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedAppRow } from '../../api/contract/mdm-catalog';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import ContentApps from './content-apps';

const SLACK: ManagedAppRow = {
  id: '5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5', source: 'CATALOG', catalog_app_id: '1f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5', name: 'Slack',
  bundle_id: 'com.tinyspeck.slackmacgap', version: null, platforms: ['MACOS'], install_type: 'AUTO', removable: true,
  package: { kind: 'NONE', url: null, file_name: null, size: null, sha256: null }, licence: null,
  installed_devices: 7, targeted_devices: 11, updated_at: '2026-11-20T10:00:00.000Z',
};
const IN_USE = 'Slack is still listed by the application group Standard toolkit; remove it there first.';

function api() {
  return mockApi(({ method, url }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname === '/api/mdm/managed-apps' && method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': '1' } });
    if (url.pathname === '/api/mdm/managed-apps') return json(200, [SLACK]);
    if (url.pathname === `/api/mdm/managed-apps/${SLACK.id}` && method === 'DELETE') return json(409, { exception: IN_USE, code: 'CONFLICT' });
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/content-apps', () => {
  it("shows the server's device figures and the 409's reason when an app a group lists is removed", async () => {
    storeSession({ role: 'ADMIN' });
    const calls = api();
    renderWithSession(<ContentApps />, { path: '/content-apps' });
    const table = await screen.findByRole('table', { name: 'Managed applications' });
    const row = (await within(table).findByRole('rowheader', { name: 'Slack' })).closest('tr')!;
    expect(within(row).getByLabelText('Installed on 7 devices, targeted at 11 devices')).toHaveTextContent('7 / 11');
    expect(within(row).getByText('Catalog')).toBeVisible();
    // a catalogue app has no Edit (it is not a custom app)
    expect(within(row).queryByRole('link', { name: 'Edit Slack' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Remove Slack' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(IN_USE)).toBeVisible();
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });
});
