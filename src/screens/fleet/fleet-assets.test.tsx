import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssetRow } from '../../api/contract/fleet';
import { accountFor, json, mockApi, pagedList, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import AddNewEndpoint from './add-new-endpoint';
import AssetList from './asset-list';
import UpdateEndpoint from './update-endpoint';

const PERSON = '00000000-0000-4000-8000-0000000000aa';
const ROWS: AssetRow[] = Array.from({ length: 12 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  hostname: `drawer-${String(i + 1).padStart(2, '0')}`,
  serial: i % 2 ? `SER${i}` : null,
  kind: i % 3 ? 'laptop' : 'printer',
  os: null,
  model: 'Model X',
  notes: null,
  owner: i === 0 ? { id: PERSON, name: 'Grace Hopper', email: 'grace@acme.test' } : null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
}));

function api(answer: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => (call.url.pathname === '/api/accounts' ? json(200, accountFor()) : answer(call)));
}

beforeEach(() => {
  storeSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('manually entered endpoints', { timeout: 20_000 }, () => {
  it('/endpoint-list/all shows the server’s page and total, linking each row to its edit screen', async () => {
    const calls = api((call) => (call.url.pathname === '/api/assets' ? pagedList(call, ROWS) : undefined));
    renderWithSession(<AssetList />, { path: '/endpoint-list/:id', at: '/endpoint-list/all' });
    expect(await screen.findByText('12 manually entered endpoints')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('asset-row');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getByRole('link', { name: 'drawer-01' })).toHaveAttribute('href', `/update-endpoint/${ROWS[0].id}`);
    expect(within(rows[0]).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', `/endpoint-list/${PERSON}`);
    expect(within(rows[1]).getByText('Unassigned')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/assets')!.url.searchParams.get('person')).toBeNull();
  });

  it('/endpoint-list/{person} asks for that person’s assets only', async () => {
    const calls = api((call) => (call.url.pathname === '/api/assets' ? pagedList(call, ROWS.slice(0, 1)) : undefined));
    renderWithSession(<AssetList />, { path: '/endpoint-list/:id', at: `/endpoint-list/${PERSON}` });
    expect(await screen.findByText('1 manually entered endpoint')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/assets').every((c) => c.url.searchParams.get('person') === PERSON)).toBe(true);
  });

  it('deletes the selected rows together after a confirmation naming their count', async () => {
    let rows = ROWS;
    const calls = api((call) => {
      if (call.url.pathname !== '/api/assets') return undefined;
      if (call.method === 'DELETE') {
        const ids = (call.body as { ids: string[] }).ids;
        rows = rows.filter((r) => !ids.includes(r.id));
        return json(200, { deleted: ids.length });
      }
      return pagedList(call, rows);
    });
    renderWithSession(<AssetList />, { path: '/endpoint-list/:id', at: '/endpoint-list/all' });
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select drawer-02' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select drawer-03' }));
    expect(screen.getByTestId('assets-selected')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete 2 endpoints?')).toBeVisible();
    expect(dialog).toHaveTextContent('drawer-02, drawer-03');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 endpoints' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([{ ids: [ROWS[1].id, ROWS[2].id] }]);
    expect(await screen.findByText('10 manually entered endpoints')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
  });

  it('selects the whole page, and keeps the dialog open with the server’s reason when deleting fails', async () => {
    const calls = api((call) => {
      if (call.url.pathname !== '/api/assets') return undefined;
      if (call.method === 'DELETE') return json(404, { exception: '1 of these assets do not exist; nothing was deleted.', code: 'NOT_FOUND' });
      return pagedList(call, ROWS);
    });
    renderWithSession(<AssetList />, { path: '/endpoint-list/:id', at: '/endpoint-list/all' });
    await screen.findAllByTestId('asset-row');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByTestId('assets-selected')).toHaveTextContent('10 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete 10 endpoints?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 10 endpoints' }));
    expect(await within(dialog).findByText('1 of these assets do not exist; nothing was deleted.')).toBeVisible();
    expect((calls.find((c) => c.method === 'DELETE')!.body as { ids: string[] }).ids).toHaveLength(10);
  });

  it('shows the empty state when the company has none', async () => {
    api((call) => (call.url.pathname === '/api/assets' ? pagedList(call, []) : undefined));
    renderWithSession(<AssetList />, { path: '/endpoint-list/:id', at: '/endpoint-list/all' });
    expect(await screen.findByText(/No manually entered endpoints match/)).toBeInTheDocument();
  });

  it('adds one endpoint and opens its edit screen', async () => {
    const calls = api((call) => (call.method === 'POST' && call.url.pathname === '/api/assets' ? json(201, ROWS[1]) : undefined));
    renderWithSession(<AddNewEndpoint />, { path: '/add-new-endpoint' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Hostname' }), 'drawer-02');
    await userEvent.type(screen.getByRole('textbox', { name: 'Serial number (optional)' }), 'SER1');
    await userEvent.click(screen.getByRole('button', { name: 'Add Endpoint' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/update-endpoint/${ROWS[1].id}`));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ hostname: 'drawer-02', kind: 'laptop', serial: 'SER1', os: null, model: null, notes: null }]);
  });

  it('lists every bad row of a refused CSV by its line number', async () => {
    const issues = [3, 5, 6].map((line) => ({ path: `line.${line}`, message: `Line ${line}: hostname: bad` }));
    api((call) =>
      call.url.pathname === '/api/upload-assets' ? json(400, { exception: '3 rows are not valid (lines 3, 5, 6); nothing was added.', code: 'VALIDATION', issues }) : undefined,
    );
    renderWithSession(<AddNewEndpoint />, { path: '/add-new-endpoint' });
    await userEvent.upload(await screen.findByLabelText('CSV file'), new File(['hostname\nbad host\n'], 'assets.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('lines 3, 5, 6');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(issues.map((i) => i.message));
  });

  it('/update-endpoint/{id} assigns by e-mail', async () => {
    const calls = api((call) => {
      if (call.url.pathname === `/api/assets/${ROWS[1].id}`) return json(200, ROWS[1]);
      if (call.url.pathname === `/api/asset-assign/${ROWS[1].id}`) return json(200, { ...ROWS[1], owner: ROWS[0].owner });
      return undefined;
    });
    renderWithSession(<UpdateEndpoint />, { path: '/update-endpoint/:id', at: `/update-endpoint/${ROWS[1].id}` });
    expect(await screen.findByText('Not assigned to anyone.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Hostname' })).toHaveValue('drawer-02');
    await userEvent.type(screen.getByRole('textbox', { name: 'User\'s e-mail' }), 'grace@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.startsWith('/api/asset-assign/')).map((c) => c.body)).toEqual([{ email: 'grace@acme.test' }]));
  });

  it('/update-endpoint/{id} says not found on a 404', async () => {
    api(() => undefined);
    renderWithSession(<UpdateEndpoint />, { path: '/update-endpoint/:id', at: `/update-endpoint/${ROWS[2].id}` });
    expect(await screen.findByText('This endpoint does not exist or is not yours to see.')).toBeInTheDocument();
  });
});
