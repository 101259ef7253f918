import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import AddUsers from './add-users';

const GROUPS = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Engineering' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Sales' },
];

function api(answer: (call: ApiCall) => Response | undefined) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/accounts') return json(200, accountFor());
    if (call.url.pathname === '/api/groups-lite') return json(200, GROUPS);
    return answer(call);
  });
}

const person = {
  id: 'p1', name: 'Grace Hopper', first_name: 'Grace', last_name: 'Hopper', email: 'grace@acme.test', department: null, groups: ['Sales'], group_ids: ['00000000-0000-4000-8000-000000000002'],
  risk_level: 'Low', copilot_status: 'not_installed', status: 'ACTIVE', scope: 'IN_SCOPE', last_seen: null, endpoints: 0,
};

const csvFile = (text: string, name = 'people.csv') => new File([text], name, { type: 'text/csv' });

beforeEach(() => {
  storeSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing into several fields is slow on a loaded 2-core machine: more than the 5 s default.
describe('/add-users', { timeout: 20_000 }, () => {
  it('adds one person with the chosen groups and returns to User Management', async () => {
    const calls = api((call) =>
      call.method === 'POST' && call.url.pathname === '/api/users' ? json(201, person) : undefined,
    );
    renderWithSession(<AddUsers />, { path: '/add-users' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Grace');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'grace@acme.test');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sales' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-management'));
    expect(screen.getByText('Grace Hopper was added.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { first_name: 'Grace', last_name: 'Hopper', email: 'grace@acme.test', department: null, groups: [GROUPS[1].id] },
    ]);
  });

  it('says so on the e-mail field when the person exists already (409)', async () => {
    api((call) => (call.method === 'POST' ? json(409, { exception: 'A person with this e-mail already exists in this company.', code: 'CONFLICT' }) : undefined));
    renderWithSession(<AddUsers />, { path: '/add-users' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'First name' }), 'Dup');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'dup@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A person with this e-mail already exists.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists every bad row of a refused CSV by its line and stays on the screen', async () => {
    const issues = [3, 5, 7].map((line) => ({ path: `line.${line}`, message: `Line ${line}: email: Enter a valid e-mail address.` }));
    const calls = api((call) =>
      call.method === 'POST' && call.url.pathname === '/api/upload-users'
        ? json(400, { exception: '3 rows are not valid (lines 3, 5, 7); nothing was added.', code: 'VALIDATION', issues })
        : undefined,
    );
    renderWithSession(<AddUsers />, { path: '/add-users' });
    expect(await screen.findByText(/Accepted columns: email, first_name, last_name, department, groups/)).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile('email\nbad\n'));
    await userEvent.click(upload);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was added. Fix these rows and upload the file again:');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(issues.map((i) => i.message));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(calls.filter((c) => c.url.pathname === '/api/upload-users')).toHaveLength(1);
  });

  it('refuses a file that is not .csv before sending it', async () => {
    const calls = api(() => undefined);
    renderWithSession(<AddUsers />, { path: '/add-users' });
    const input = await screen.findByLabelText('CSV file');
    await userEvent.upload(input, new File(['x'], 'people.xlsx', { type: 'application/vnd.ms-excel' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a .csv file.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(calls.filter((c) => c.url.pathname === '/api/upload-users')).toHaveLength(0);
  });

  it('says how many people were added and returns to User Management', async () => {
    api((call) => (call.method === 'POST' && call.url.pathname === '/api/upload-users' ? json(201, { imported: 1000 }) : undefined));
    renderWithSession(<AddUsers />, { path: '/add-users' });
    await userEvent.upload(await screen.findByLabelText('CSV file'), csvFile('email\na@acme.test\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-management'));
    expect(screen.getByText('1000 people were added.')).toBeInTheDocument();
  });
});
