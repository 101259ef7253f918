import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobRun, ScheduleRow } from '../../api/contract/jobs-admin';
import { accountFor, json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import ScheduledJobs from './scheduled-jobs';
import SelectedScheduledJob from './selected-scheduled-job';

const PRUNE: ScheduleRow = {
  name: 'jobs.prune',
  spec: '17 3 * * *',
  paused: false,
  paused_at: null,
  paused_by: null,
  last_run_at: '2026-03-02T03:17:00.000Z',
  next_run_at: '2026-03-03T03:17:00.000Z',
  last_result: 'dead',
  last_finished_at: '2026-03-02T03:17:05.000Z',
  last_error: 'disk full',
  active_run: null,
  recent_failures: 2,
  dead: 1,
};
const SWEEP: ScheduleRow = { ...PRUNE, name: 'agent.sweep', spec: 'every 30000', paused: true, paused_by: 'ops@palisade.test', paused_at: '2026-03-02T09:00:00.000Z', last_result: 'done', last_error: null, recent_failures: 0, dead: 0 };
const DEAD_RUN: JobRun = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'dead',
  trigger: 'schedule',
  requested_by: null,
  attempts: 1,
  max_attempts: 1,
  run_at: '2026-03-02T03:17:00.000Z',
  created_at: '2026-03-02T03:17:00.000Z',
  finished_at: '2026-03-02T03:17:05.000Z',
  last_error: 'disk full',
};
const MANUAL_RUN: JobRun = { ...DEAD_RUN, id: '22222222-2222-4222-8222-222222222222', status: 'done', trigger: 'manual', requested_by: 'ops@palisade.test', last_error: null };

function api(state: { queued: boolean }) {
  return mockApi(({ method, url }) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor({ id: 'palisade-id', name: 'Palisade', is_provider: true }));
    const live = state.queued ? { active_run: { id: MANUAL_RUN.id, status: 'queued' as const } } : {};
    if (url.pathname === '/api/scheduled-jobs') return json(200, [{ ...SWEEP }, { ...PRUNE, ...live }]);
    if (url.pathname === '/api/scheduled-jobs/jobs.prune') return json(200, { ...PRUNE, ...live });
    if (url.pathname === '/api/scheduled-jobs/jobs.prune/runs') {
      if (method === 'HEAD') return new Response(null, { status: 200, headers: { 'x-size': '2' } });
      return json(200, [MANUAL_RUN, DEAD_RUN]);
    }
    if (url.pathname === '/api/scheduled-jobs/jobs.prune/run' && method === 'POST') {
      state.queued = true;
      return json(200, { job_id: MANUAL_RUN.id, queued: true });
    }
    if (url.pathname === `/api/scheduled-jobs/jobs.prune/runs/${DEAD_RUN.id}/retry`) return json(200, { ...DEAD_RUN, status: 'queued' });
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/scheduled-jobs', () => {
  it('lists each schedule with its spec, results and state, and queues a run now', async () => {
    storeSession({ role: 'SuperAdmin', email: 'root@palisade.test', account_id: 'palisade-id', account_name: 'Palisade' });
    const state = { queued: false };
    const calls = api(state);
    renderWithSession(<ScheduledJobs />, { path: '/scheduled-jobs' });
    const prune = (await screen.findByRole('rowheader', { name: /^jobs\.prune/ })).closest('tr')!;
    expect(within(prune).getByText('17 3 * * *')).toBeVisible();
    expect(within(prune).getByText('Failed')).toBeVisible();
    expect(within(prune).getByRole('link', { name: 'jobs.prune' })).toHaveAttribute('href', '/selected-scheduled-job/jobs.prune');
    const sweep = screen.getByRole('rowheader', { name: /^agent\.sweep/ }).closest('tr')!;
    expect(within(sweep).getByText('Every 30 seconds')).toBeVisible();
    expect(within(sweep).getByText('Paused')).toBeVisible();
    expect(within(sweep).getByRole('button', { name: 'Resume agent.sweep' })).toBeVisible();

    await userEvent.setup().click(within(prune).getByRole('button', { name: 'Run jobs.prune now' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/scheduled-jobs/jobs.prune/run')).toBe(true));
    expect(await screen.findByText('jobs.prune is queued to run now.')).toBeVisible();
    // the list is fetched again and shows the queued run; Run now waits until it is done
    const queued = await within(screen.getByRole('rowheader', { name: /^jobs\.prune/ }).closest('tr')!).findByTestId('active-run');
    expect(queued).toHaveTextContent('Queued');
    expect(within(screen.getByRole('rowheader', { name: /^jobs\.prune/ }).closest('tr')!).getByRole('button', { name: 'Run jobs.prune now' })).toBeDisabled();
  });
});

describe('/selected-scheduled-job/{id}', () => {
  it('shows the schedule, its run history with who asked, and retries a dead run', async () => {
    storeSession({ role: 'PALISADE_ADMIN', email: 'ops@palisade.test', account_id: 'palisade-id', account_name: 'Palisade' });
    const calls = api({ queued: false });
    renderWithSession(<SelectedScheduledJob />, { path: '/selected-scheduled-job/:id', at: '/selected-scheduled-job/jobs.prune' });
    const job = await screen.findByTestId('scheduled-job');
    expect(within(job).getByTestId('dead-count')).toHaveTextContent('1');
    expect(within(job).getAllByText('disk full').length).toBeGreaterThan(0);
    const history = await screen.findByRole('table', { name: 'Runs of jobs.prune' });
    expect(await within(history).findByText('Run now by ops@palisade.test')).toBeVisible();
    expect(screen.getByText('Showing 1 to 2 of 2 Results')).toBeVisible();
    const retry = within(history).getByRole('button', { name: /^Retry the run queued at/ });
    await userEvent.setup().click(retry);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `/api/scheduled-jobs/jobs.prune/runs/${DEAD_RUN.id}/retry`)).toBe(true));
    expect(await screen.findByText('The run is queued again.')).toBeVisible();
  });
});
