import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommandRun, RemoteCommand } from '../../api/contract/commands';
import { accountFor, json, mockApi, pagedList, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import { EndpointCommandsTab } from '../../domain/commands/endpoint-commands-tab';
import AddCommand from './add-command';
import Commands from './commands';
import ExecuteCommand from './execute-command';
import ExecuteCommandManagement from './execute-command-management';

Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

const EP = '00000000-0000-4000-8000-000000000001';
const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

function command(n: number, over: Partial<RemoteCommand> = {}): RemoteCommand {
  return {
    id: id(n), endpoint_id: EP, hostname: `MBP-0${40 + n}`, platform_family: 'MacOS', status: 'Success', kind: 'library',
    command: 'Restart agent', library_command_id: 'restart-agent', params: {}, shell: null, timeout_minutes: 30, run_id: null,
    requested_by: 'admin@acme.test', queued_at: '2026-11-26T08:00:00.000Z', delivered_at: '2026-11-26T08:00:02.000Z',
    finished_at: '2026-11-26T08:00:05.000Z', exit_code: 0, has_output: true, output_bytes: 20, output_truncated: false, cancelled_by: null,
    ...over,
  };
}

const LIBRARY = [
  {
    id: 'collect-logs', name: 'Collect logs', description: 'Uploads logs.', platforms: ['Windows', 'MacOS', 'Linux'], disruptive: false,
    parameters: [{ name: 'days', label: 'Days', type: 'integer', required: false, description: 'How many days.', default: 7, min: 1, max: 30, max_length: null, pattern: null, pattern_message: null, options: null }],
  },
  { id: 'restart-agent', name: 'Restart agent', description: 'Restarts the agent.', platforms: ['Windows', 'MacOS', 'Linux'], disruptive: false, parameters: [] },
];

const DEVICE = {
  id: EP, hostname: 'MBP-042', serial: 'S1', platform: 'DARWIN_ARM_64', platform_family: 'MacOS', os_name: 'macOS', os_version: '15', agent_version: '1.1.7',
  status: 'ACTIVE', compliance_state: 'COMPLIANT', mdm_managed: true, disk_encrypted: true, infra: false, last_seen: '2026-11-26T08:00:00.000Z',
  enrolled_at: '2026-01-01T00:00:00.000Z', owner: { id: 'p', name: 'Pat', email: 'pat@acme.test', scope: 'IN_SCOPE' },
};

function run(over: Partial<CommandRun> = {}): CommandRun {
  return {
    id: '00000000-0000-4000-8000-00000000a001', status: 'Draft', kind: 'script', title: 'echo hello', library_command_id: null, params: null,
    script: 'echo hello', shell: 'bash', timeout_minutes: 30, target: { type: 'all' }, count: 3,
    targets: ['MBP-041', 'MBP-042', 'LNX-007'].map((hostname, i) => ({
      endpoint_id: id(60 + i), hostname, platform_family: i === 2 ? 'Linux' : 'MacOS', endpoint_status: 'ACTIVE', command_id: null, command_status: null,
    })),
    skipped: [{ endpoint_id: id(70), hostname: 'WIN-001', platform_family: 'Windows', reason: 'bash does not run on Windows' }],
    counts: { Queued: 0, Success: 0, Failure: 0, Abort: 0, Cancelled: 0 }, created_by: 'admin@acme.test', created_at: '2026-11-26T08:00:00.000Z',
    confirmed_at: null, cancelled_at: null,
    ...over,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('/commands', { timeout: 20_000 }, () => {
  it('passes the URL filters to the list call, shows the HEAD total and one badge word per status', async () => {
    storeSession();
    const rows = [command(1), command(2, { status: 'Failure', exit_code: 1 }), command(3, { status: 'Abort', delivered_at: null, exit_code: null }), command(4, { status: 'Cancelled', delivered_at: null })];
    const calls = mockApi(({ method, url }: ApiCall) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/device-commands') return pagedList({ method, url }, rows);
      if (url.pathname === `/api/devices/${EP}`) return json(200, { ...DEVICE, first_seen: DEVICE.enrolled_at, owner_department: null, groups: [], policy_version: 1, policy_applied_at: null });
      return undefined;
    });
    renderWithSession(<Commands />, { path: '/commands', at: `/commands?status=Failure&status=Success&o=MacOS&author=admin&endpoint=${EP}` });
    expect(await screen.findByText('4 commands')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Remote commands' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Success', 'Failure', 'Abort', 'Cancelled']);
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/api/device-commands')!;
    expect(list.url.searchParams.getAll('status')).toEqual(['Failure', 'Success']);
    expect(list.url.searchParams.getAll('o')).toEqual(['MacOS']);
    expect(list.url.searchParams.get('author')).toBe('admin');
    expect(list.url.searchParams.get('endpoint')).toBe(EP);
    expect(list.url.searchParams.get('s')).not.toBeNull();
    expect(await screen.findByRole('button', { name: /Show every endpoint's commands, not only MBP-042's/ })).toBeVisible();
  });

  it('moves a Queued row to Success by itself, without reloading the list', async () => {
    storeSession();
    let polls = 0;
    const calls = mockApi(({ method, url }: ApiCall) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/device-commands') return pagedList({ method, url }, [command(1, { status: 'Queued', delivered_at: null, finished_at: null, exit_code: null })]);
      if (url.pathname === `/api/device-commands/${id(1)}`) {
        polls += 1;
        return json(200, polls === 1 ? command(1, { status: 'Queued', finished_at: null }) : command(1));
      }
      return undefined;
    });
    renderWithSession(<Commands />, { path: '/commands' });
    const row = (await screen.findAllByTestId('command-row'))[0]!;
    expect(within(row).getByText('Queued')).toBeVisible();
    await waitFor(() => expect(within(row).getByText('Delivered')).toBeVisible(), { timeout: 3_000 });
    await waitFor(() => expect(within(row).getByText('Success')).toBeVisible(), { timeout: 4_000 });
    expect(calls.filter((c) => c.url.pathname === '/api/device-commands' && c.method === 'GET')).toHaveLength(1);
  });

  it('opens a row with its output in a monospace block, and the link keeps it open', async () => {
    storeSession();
    mockApi(({ method, url }: ApiCall) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/device-commands') return pagedList({ method, url }, [command(1, { status: 'Failure', exit_code: 2 })]);
      if (url.pathname === `/api/device-commands-output/${id(1)}`) return new Response('bash: syntax error near unexpected token', { status: 200, headers: { 'content-type': 'text/plain' } });
      return undefined;
    });
    const { router } = renderWithSession(<Commands />, { path: '/commands' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Restart agent on MBP-041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Command' });
    expect(await within(dialog).findByLabelText('Output of the command on MBP-041')).toHaveTextContent('bash: syntax error near unexpected token');
    expect(within(dialog).getByText('Failure')).toBeVisible();
    expect(within(dialog).getByText('2')).toBeVisible();
    expect(router.state.location.search).toContain(`cmd=${id(1)}`);
    // a Failure cannot be cancelled
    expect(within(dialog).queryByRole('button', { name: 'Cancel command' })).toBeNull();
  });

  it('shows no send or cancel control to an auditor', async () => {
    storeSession({ role: 'AUDITOR' });
    mockApi(({ method, url }: ApiCall) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/device-commands') return pagedList({ method, url }, [command(1, { status: 'Queued', delivered_at: null })]);
      if (url.pathname === `/api/device-commands/${id(1)}`) return json(200, command(1, { status: 'Queued', delivered_at: null }));
      return undefined;
    });
    renderWithSession(<Commands />, { path: '/commands', at: `/commands?cmd=${id(1)}` });
    const dialog = await screen.findByRole('dialog', { name: 'Command' });
    expect(await within(dialog).findByText('Queued')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Cancel command' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add command' })).toBeNull();
  });

  it('cancels a Queued command from its detail', async () => {
    storeSession();
    const calls = mockApi(({ method, url }: ApiCall) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/device-commands') return pagedList({ method, url }, [command(1, { status: 'Queued', delivered_at: null })]);
      if (url.pathname === `/api/device-commands/${id(1)}`) return json(200, command(1, { status: 'Queued', delivered_at: null }));
      if (url.pathname === `/api/device-commands/${id(1)}/cancel` && method === 'POST') return json(200, command(1, { status: 'Cancelled', delivered_at: null, cancelled_by: 'admin@acme.test' }));
      if (url.pathname === `/api/device-commands/${id(1)}/share-link` && method === 'POST') return json(200, { path: `/execute-command/${id(1)}/tok_0123456789abcdef`, expires_at: '2026-12-03T08:00:00.000Z' });
      return undefined;
    });
    renderWithSession(<Commands />, { path: '/commands', at: `/commands?cmd=${id(1)}` });
    const dialog = await screen.findByRole('dialog', { name: 'Command' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel command' }));
    expect(await within(dialog).findByText('Cancelled')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/cancel'))).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share status link' }));
    expect(await within(dialog).findByLabelText('Status link for the person at the endpoint')).toHaveValue(`${window.location.origin}/execute-command/${id(1)}/tok_0123456789abcdef`);
  });
});

describe('/add-command', { timeout: 30_000 }, () => {
  function api(extra: (call: ApiCall) => Response | undefined) {
    return mockApi((call: ApiCall) => {
      const { method, url } = call;
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/device-lib-commands') return json(200, LIBRARY);
      if (url.pathname === '/api/devices') return pagedList({ method, url }, [DEVICE]);
      return extra(call);
    });
  }

  it('checks a parameter as the server does, then queues a library command on one endpoint and follows it', async () => {
    storeSession();
    const sent = run({ status: 'Confirmed', kind: 'library', title: 'Collect logs', count: 1, target: { type: 'endpoint', endpoint_id: EP }, targets: [{ endpoint_id: EP, hostname: 'MBP-042', platform_family: 'MacOS', endpoint_status: 'ACTIVE', command_id: id(9), command_status: 'Queued' }], skipped: [] });
    const calls = api(({ method, url }) => (url.pathname === '/api/device-ops-lib-command' && method === 'POST' ? json(201, sent) : undefined));
    const { router } = renderWithSession(<AddCommand />, { path: '/add-command' });
    await userEvent.click(await screen.findByRole('radio', { name: /MBP-042/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Command' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Collect logs' }));
    const days = await screen.findByLabelText('Days (optional)');
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Send command' }));
    expect(await screen.findByText('Days must be between 1 and 30.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Send command' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/commands'));
    expect(router.state.location.search).toBe(`?run=${sent.id}&cmd=${id(9)}`);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ target: { type: 'endpoint', endpoint_id: EP }, library_command_id: 'collect-logs', params: { days: 3 } });
  });

  it('previews a script for all endpoints with the frozen list, and runs on it once confirmed', async () => {
    storeSession();
    const draft = run();
    const calls = api(({ method, url }) => {
      if (url.pathname === '/api/device-ops-command' && method === 'POST') return json(201, draft);
      if (url.pathname === `/api/device-ops/${draft.id}/confirm` && method === 'POST') return json(200, { ...draft, status: 'Confirmed' });
      return undefined;
    });
    const { router } = renderWithSession(<AddCommand />, { path: '/add-command' });
    await userEvent.click(await screen.findByRole('radio', { name: 'All endpoints' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Custom script' }));
    await userEvent.type(screen.getByLabelText('Script'), 'echo hello');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('run-preview');
    expect(within(preview).getByRole('heading', { name: 'Will run on 3 endpoints' })).toBeVisible();
    expect(within(preview).getAllByTestId('preview-target').map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['MBP-041', 'MBP-042', 'LNX-007']);
    expect(within(preview).getByText('1 matching endpoint cannot run it and is left out.')).toBeVisible();
    expect(within(preview).getByText('bash does not run on Windows (1): WIN-001')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ target: { type: 'all' }, script: 'echo hello', shell: 'powershell' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Run on 3 endpoints' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?run=${draft.id}`));
  });

  it('sends a group admin or an auditor back to the list', async () => {
    storeSession({ role: 'GROUP_ADMIN' });
    api(() => undefined);
    const { router } = renderWithSession(<AddCommand />, { path: '/add-command' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/commands'));
  });
});

describe('endpoint commands tab', { timeout: 20_000 }, () => {
  it("lists the endpoint's commands without the endpoint column and offers Run command to an admin", async () => {
    storeSession();
    const calls = mockApi(({ method, url }: ApiCall) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/device-commands') return pagedList({ method, url }, [command(1)]);
      if (url.pathname === '/api/device-lib-commands') return json(200, LIBRARY);
      return undefined;
    });
    renderWithSession(<EndpointCommandsTab endpoint={{ id: EP, hostname: 'MBP-042', platform_family: 'MacOS' }} mayRun />, { path: '/endpoint-details/x' });
    expect(await screen.findByText('1 command')).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: /Endpoint/ })).toBeNull();
    expect(calls.find((c) => c.url.pathname === '/api/device-commands')!.url.searchParams.get('endpoint')).toBe(EP);
    await userEvent.click(screen.getByRole('button', { name: 'Run command' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run a command on MBP-042' });
    // macOS offers its shells only
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom script' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Shell' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['bash', 'zsh']);
  });

  it('has no Run command for a viewer who may not send', async () => {
    storeSession({ role: 'AUDITOR' });
    mockApi(({ method, url }: ApiCall) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (url.pathname === '/api/device-commands') return pagedList({ method, url }, []);
      return undefined;
    });
    renderWithSession(<EndpointCommandsTab endpoint={{ id: EP, hostname: 'MBP-042', platform_family: 'MacOS' }} mayRun={false} />, { path: '/endpoint-details/x' });
    expect(await screen.findByText('No command has been sent to this endpoint.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Run command' })).toBeNull();
  });
});

describe('Command Execution (public)', { timeout: 20_000 }, () => {
  it('shows the state a signed link gives, without the output', async () => {
    const calls = mockApi(({ url }: ApiCall) => {
      if (url.pathname === `/api/execute-command/${id(1)}/tok_0123456789abcdef`) {
        return json(200, { id: id(1), hostname: 'MBP-042', title: 'Restart agent', status: 'Success', queued_at: '2026-11-26T08:00:00.000Z', finished_at: '2026-11-26T08:00:05.000Z' });
      }
      return undefined;
    });
    renderWithSession(<ExecuteCommand />, { path: '/execute-command/:id/:name', at: `/execute-command/${id(1)}/tok_0123456789abcdef` });
    expect(await screen.findByText('Success')).toBeVisible();
    expect(screen.getByText('MBP-042')).toBeVisible();
    expect(screen.getByText('Restart agent')).toBeVisible();
    expect(calls.every((c) => !c.headers.has('authorization'))).toBe(true);
  });

  it('says so when the link is wrong or expired', async () => {
    mockApi(() => json(404, { exception: 'Not found', code: 'not_found' }));
    renderWithSession(<ExecuteCommand />, { path: '/execute-command/:id/:name', at: `/execute-command/${id(1)}/tok_0123456789abcdef` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or has expired.');
  });

  it('opens a pasted status link, and refuses other text', async () => {
    const { router } = renderWithSession(<ExecuteCommandManagement />, { path: '/execute-command-management' });
    const field = screen.getByLabelText('Status link');
    await userEvent.type(field, 'https://console.example/nothing');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('This is not a command status link.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, `https://console.example/execute-command/${id(1)}/tok_0123456789abcdef`);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/execute-command/${id(1)}/tok_0123456789abcdef`));
  });
});
