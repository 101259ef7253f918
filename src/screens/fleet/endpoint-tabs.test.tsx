// The endpoint details' Performance and Logs tabs (issue 18) with a stubbed API: what they show for
// data, for none, and for a failed call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { LogFileRow, PerfDetail, PerfPoint } from '../../api/contract/fleet';
import { accountFor, json, mockApi, pagedList, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import { LogsTab } from './logs-tab';
import { PerformanceTab } from './performance-tab';

const ID = '00000000-0000-4000-8000-000000000001';
const POINTS: PerfPoint[] = [
  { at: '2026-11-25T10:00:00.000Z', cpu: 20, memory: 50, disk: 40, samples: 12 },
  { at: '2026-11-25T11:00:00.000Z', cpu: 60, memory: 55, disk: 40.2, samples: 12 },
];
const DETAIL: PerfDetail = {
  latest: { at: '2026-11-25T11:55:00.000Z', cpu: 61.5, memory: 55, disk: 40.2 },
  day: { avg: { cpu: 40, memory: 52.5, disk: 40.1 }, peak: { cpu: 60, memory: 55, disk: 40.2 }, samples: 24 },
};
const LOGS: LogFileRow[] = [{ id: '00000000-0000-4000-8000-0000000000aa', name: 'agent.log', size_bytes: 4300, uploaded_at: '2026-11-25T11:00:00.000Z' }];

function api(options: { points?: PerfPoint[]; detail?: PerfDetail; logs?: LogFileRow[]; fail?: boolean }) {
  return mockApi(({ method, url }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (options.fail && url.pathname.startsWith('/api/device')) return json(500, { exception: 'Database unavailable', code: 'INTERNAL' });
    if (url.pathname === `/api/device-perf-metrics/${ID}`) return json(200, options.points ?? []);
    if (url.pathname === `/api/device-perf-metric-detail/${ID}`) return json(200, options.detail ?? { latest: null, day: null });
    if (url.pathname === `/api/devices/${ID}/logs`) return pagedList({ method, url }, options.logs ?? []);
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Performance tab', { timeout: 20_000 }, () => {
  it('shows the latest sample with the last day, the averages of each chart, and asks for 7 days first', async () => {
    storeSession();
    const calls = api({ points: POINTS, detail: DETAIL });
    renderWithSession(<PerformanceTab id={ID} />, { path: '/endpoint-details/:id', at: `/endpoint-details/${ID}` });
    expect(await screen.findByText('61.5 %')).toBeVisible();
    expect(screen.getByText('last 24 hours: average 40 %, peak 60 %')).toBeVisible();
    expect(await screen.findByText('Average 40 %, highest 60 %')).toBeVisible();
    const call = calls.find((c) => c.url.pathname === `/api/device-perf-metrics/${ID}`)!;
    expect(call.url.searchParams.get('range')).toBe('7d');
  });

  it('says so when the agent has sent nothing', async () => {
    storeSession();
    api({});
    renderWithSession(<PerformanceTab id={ID} />, { path: '/endpoint-details/:id', at: `/endpoint-details/${ID}` });
    expect(await screen.findByText('The agent has not reported performance yet.')).toBeVisible();
    expect(await screen.findAllByText('Data not available')).toHaveLength(3);
  });

  it('shows the exception of a failed call in each chart', async () => {
    storeSession();
    api({ fail: true });
    renderWithSession(<PerformanceTab id={ID} />, { path: '/endpoint-details/:id', at: `/endpoint-details/${ID}` });
    expect(await screen.findAllByText('Database unavailable')).toHaveLength(3);
  });
});

describe('Logs tab', { timeout: 20_000 }, () => {
  it('lists the uploaded files with a download button each', async () => {
    storeSession();
    api({ logs: LOGS });
    renderWithSession(<LogsTab id={ID} />, { path: '/endpoint-details/:id', at: `/endpoint-details/${ID}` });
    expect(await screen.findByRole('rowheader', { name: 'agent.log' })).toBeVisible();
    expect(screen.getByText('4.2 KB')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download agent.log' })).toBeEnabled();
  });

  it('says when there is no file', async () => {
    storeSession();
    api({});
    renderWithSession(<LogsTab id={ID} />, { path: '/endpoint-details/:id', at: `/endpoint-details/${ID}` });
    expect(await screen.findByText('The agent has not uploaded any log file.')).toBeVisible();
  });
});
