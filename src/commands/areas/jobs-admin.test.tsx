import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import type { AccessContext } from '../../api/contract/access';
import type { ScheduleRow } from '../../api/contract/jobs-admin';
import { json, mockApi } from '../../app/session/testing';
import type { ActionCommand, CommandContext, PageCommand } from '../types';
import { jobsAdminArea } from './jobs-admin';

const flags = { enable_dlp: false, enable_vpn: false, enable_mdm: false, enable_execute_command: false, disable_session_logs: false };
const PRUNE: ScheduleRow = {
  name: 'jobs.prune', spec: '17 3 * * *', paused: false, paused_at: null, paused_by: null, last_run_at: null, next_run_at: '2026-03-03T03:17:00.000Z',
  last_result: null, last_finished_at: null, last_error: null, active_run: null, recent_failures: 0, dead: 0,
};

function context(role: AccessContext['role'], notify = vi.fn()): CommandContext {
  return {
    access: { role, flags, billing: false, onProviderAccount: true },
    user: { email: 'ops@palisade.test', display_name: 'Ops', token: 'x', login_type: 'BASIC', account_name: 'Palisade', account_id: 'p' } as CommandContext['user'],
    account: undefined,
    t: i18n.getFixedT('en', 'commands') as CommandContext['t'],
    search: '',
    navigate: vi.fn(),
    switchCompany: vi.fn(),
    signOut: vi.fn(),
    notify,
  };
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('palette: scheduled jobs', () => {
  it("offers 'Run a scheduled job now' and each job to operators only, and queues the chosen job", async () => {
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/scheduled-jobs') return json(200, [PRUNE]);
      if (method === 'POST' && url.pathname === '/api/scheduled-jobs/jobs.prune/run') return json(200, { job_id: 'j1', queued: true });
      return undefined;
    });
    const admin = renderHook(() => jobsAdminArea.useCommands(context('ADMIN')), { wrapper });
    expect(admin.result.current).toEqual([]);

    const notify = vi.fn();
    const ctx = context('PALISADE_ADMIN', notify);
    const root = renderHook(() => jobsAdminArea.useCommands(ctx), { wrapper });
    await waitFor(() => expect(root.result.current.map((c) => c.title)).toContain('jobs.prune'));
    const open = root.result.current.find((c) => c.title === 'jobs.prune');
    expect(open).toMatchObject({ kind: 'navigate', href: '/selected-scheduled-job/jobs.prune' });
    const page = root.result.current.find((c) => c.title === 'Run a scheduled job now') as PageCommand;
    expect(page.kind).toBe('page');

    const step = renderHook(() => page.page.useCommands(ctx), { wrapper });
    await waitFor(() => expect(step.result.current).toHaveLength(1));
    const run = step.result.current[0] as ActionCommand;
    expect(run.title).toBe('Run jobs.prune now');
    await run.run(ctx);
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/scheduled-jobs/jobs.prune/run')).toBe(true);
    expect(notify).toHaveBeenCalledWith('jobs.prune is queued to run now.', 'success');
  });
});
