// Issue 27 Downloads: the download pages list every platform code of spec part 2 §3, and the LINUX_AMD_64
// install command carries the enrolment secret only on the signed-in page, for an admin who issued one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import Downloads from './downloads';
import DownloadsNa from './downloads-na';
import DownloadsExt from './downloads-ext';
import DownloadInstructions from './download-instructions';
import CopilotDownloadInstructions from './copilot-download-instructions';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** spec part 2 §3, as the spec lists them */
const ADMIN_CODES = ['DARWIN_AMD_64', 'DARWIN_ARM_64', 'LINUX_AMD_64', 'LINUX_ARM_64', 'UBUNTU_22', 'UBUNTU_24', 'UBUNTU_24_10', 'WINDOWS_AMD_64'];
const NA_CODES = ['DARWIN_AMD_64_NA', 'DARWIN_ARM_64_NA', 'WINDOWS_AMD_64_NA'];

const codesShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('download pages', () => {
  it('/downloads lists every admin platform with a download where a build exists', async () => {
    mockApi(() => undefined);
    renderWithSession(<Downloads />, { path: '/downloads' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    expect(codesShown().sort()).toEqual([...ADMIN_CODES].sort());
    expect(screen.getByRole('link', { name: 'Download the agent for Linux AMD' })).toHaveAttribute('href', '/api/downloads/agent/LINUX_AMD_64');
    expect(screen.queryByRole('link', { name: 'Download the agent for Windows x64' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Install instructions for Linux AMD' })).toHaveAttribute('href', '/download-instructions/agent/LINUX_AMD_64');
  });

  it('/downloads-na lists the Non Admin platforms', async () => {
    mockApi(() => undefined);
    renderWithSession(<DownloadsNa />, { path: '/downloads-na' });
    await screen.findByRole('heading', { level: 1, name: 'Downloads (Non Admin)' });
    expect(codesShown().sort()).toEqual([...NA_CODES].sort());
    expect(screen.getByRole('link', { name: 'Install instructions for Windows x64 Non Admin' })).toHaveAttribute('href', '/download-na-instructions/agent/WINDOWS_AMD_64_NA');
  });

  it('/downloads-ext lists the supported browsers', async () => {
    mockApi(() => undefined);
    renderWithSession(<DownloadsExt />, { path: '/downloads-ext' });
    await screen.findByRole('heading', { level: 1, name: 'Browser Extension Downloads' });
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Chromium']);
  });
});

describe('install instructions', () => {
  it('public LINUX_AMD_64 instructions show the command with a placeholder, never a secret', async () => {
    const calls = mockApi(() => undefined);
    renderWithSession(<DownloadInstructions />, { path: '/download-instructions/:name/:type/:installType?', at: '/download-instructions/agent/LINUX_AMD_64' });
    const command = await screen.findByTestId('install-command');
    expect(command).toHaveTextContent(`curl -fsSL '${window.location.origin}/api/downloads/agent/LINUX_AMD_64' -o palisade-agent.mjs`);
    expect(command).toHaveTextContent('--secret <ENROLMENT_SECRET>');
    expect(screen.queryByRole('button', { name: 'Put a new enrolment secret into the command' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('an admin on the Copilot page puts a newly issued secret into the command', async () => {
    storeSession({ role: 'ADMIN', email: 'admin@acme.test' });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/accounts') return json(200, accountFor());
      if (method === 'POST' && url.pathname === '/api/downloads/enrolment-secret') return json(200, { secret: 'issued-secret-abc123', issued_at: new Date().toISOString() });
      return undefined;
    });
    renderWithSession(<CopilotDownloadInstructions />, { path: '/copilot-download-instructions/:name/:type/:installType?', at: '/copilot-download-instructions/agent/LINUX_AMD_64/service' });
    const issue = await screen.findByRole('button', { name: 'Put a new enrolment secret into the command' });
    expect(screen.getByTestId('install-command')).toHaveTextContent('--secret <ENROLMENT_SECRET>');
    await userEvent.click(issue);
    expect(await screen.findByText(/carries the new enrolment secret/)).toBeVisible();
    expect(screen.getByTestId('install-command')).toHaveTextContent("--secret 'issued-secret-abc123'");
    expect(screen.getByTestId('install-command')).toHaveTextContent('systemctl daemon-reload');
    expect(calls.filter((c) => c.url.pathname === '/api/downloads/enrolment-secret')).toHaveLength(1);
  });

  it('an auditor on the Copilot page gets no secret control', async () => {
    storeSession({ role: 'AUDITOR', email: 'auditor@acme.test' });
    mockApi(({ url }) => (url.pathname === '/api/accounts' ? json(200, accountFor()) : undefined));
    renderWithSession(<CopilotDownloadInstructions />, { path: '/copilot-download-instructions/:name/:type/:installType?', at: '/copilot-download-instructions/agent/LINUX_AMD_64' });
    expect(await screen.findByText(/where the company's enrolment secret goes/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Put a new enrolment secret into the command' })).toBeNull();
  });

  it('a platform without a build says so, and a Non Admin code on the admin page is unknown', async () => {
    mockApi(() => undefined);
    const view = renderWithSession(<DownloadInstructions />, { path: '/download-instructions/:name/:type/:installType?', at: '/download-instructions/agent/WINDOWS_AMD_64' });
    expect(await screen.findByText('There is no installer for Windows x64 yet. The agent runs on Linux today.')).toBeVisible();
    view.unmount();
    renderWithSession(<DownloadInstructions />, { path: '/download-instructions/:name/:type/:installType?', at: '/download-instructions/agent/WINDOWS_AMD_64_NA' });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no platform WINDOWS_AMD_64_NA.');
  });
});
