// The endpoint details' Performance, Logs and Sensitive Data tabs (issue 18) with a stubbed API: what they
// show for data, for none, and for a failed call; the Sensitive Data tab only for DLP companies.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeviceDetail, LogFileRow, PerfDetail, PerfPoint, SensitiveSummary } from '../../api/contract/fleet';
import { accountFor, json, mockApi, pagedList, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import EndpointDetails from './endpoint-details';
import { LogsTab } from './logs-tab';
import { PerformanceTab } from './performance-tab';
import { SensitiveTab } from './sensitive-tab';

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

const SUMMARY: SensitiveSummary = {
  total: { files: 3, matches: 1250, data_types: 2, locations: 2 },
  removed: 1,
  last_seen: '2026-11-25T09:00:00.000Z',
  by_data_type: [
    { data_type: 'Credit Card Number', files: 2, matches: 1000 },
    { data_type: 'AWS Access Key', files: 1, matches: 250 },
  ],
  by_location: [
    { location: '/Users/grace/Documents', files: 2, matches: 1000 },
    { location: '/Users/grace/.aws', files: 1, matches: 250 },
  ],
  newest: [{ path: '/Users/grace/.aws/credentials', data_type: 'AWS Access Key', match_count: 250, first_seen: '2026-11-24T09:00:00.000Z', last_seen: '2026-11-25T09:00:00.000Z' }],
};
const EMPTY: SensitiveSummary = { total: { files: 0, matches: 0, data_types: 0, locations: 0 }, removed: 0, last_seen: null, by_data_type: [], by_location: [], newest: [] };
const DEVICE: DeviceDetail = {
  id: ID, hostname: 'MBP-GRACE', serial: 'S1', platform: 'DARWIN_ARM_64', platform_family: 'MacOS', os_name: 'macOS', os_version: '15.1',
  agent_version: '1.1.7', status: 'ACTIVE', compliance_state: 'COMPLIANT', mdm_managed: true, disk_encrypted: true, infra: false,
  last_seen: '2026-11-25T10:00:00.000Z', enrolled_at: '2026-01-01T00:00:00.000Z', owner: null, first_seen: '2026-01-01T00:00:00.000Z',
  owner_department: null, groups: [], policy_version: 1, policy_applied_at: null,
};

function sensitiveApi(summary: SensitiveSummary | 'fail', dlp = true) {
  return mockApi(({ url }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor({ enable_dlp: dlp }));
    if (url.pathname === `/api/devices/${ID}`) return json(200, DEVICE);
    if (url.pathname === `/api/devices/${ID}/sensitive-data-discovery-summary`) {
      return summary === 'fail' ? json(500, { exception: 'Database unavailable', code: 'INTERNAL' }) : json(200, summary);
    }
    return undefined;
  });
}

describe('Sensitive Data tab', { timeout: 20_000 }, () => {
  it('shows the totals, the data types, the folders and the newest finds the server answers', async () => {
    storeSession();
    sensitiveApi(SUMMARY);
    renderWithSession(<SensitiveTab id={ID} />, { path: '/endpoint-details/:id', at: `/endpoint-details/${ID}` });
    expect(await screen.findByTestId('sensitive-files')).toHaveTextContent('3');
    expect(screen.getByTestId('sensitive-matches')).toHaveTextContent('1,250');
    expect(screen.getByTestId('sensitive-removed')).toHaveTextContent('1');
    const types = screen.getByRole('table', { name: 'By data type' });
    expect(within(types).getByRole('rowheader', { name: 'Credit Card Number' })).toBeVisible();
    expect(within(types).getAllByRole('row')[1]).toHaveTextContent('Credit Card Number21,000');
    expect(within(screen.getByRole('table', { name: 'By folder' })).getByRole('rowheader', { name: '/Users/grace/.aws' })).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Newest finds' })).getByRole('rowheader', { name: '/Users/grace/.aws/credentials' })).toBeVisible();
  });

  it('says so when the scanner found nothing', async () => {
    storeSession();
    sensitiveApi(EMPTY);
    renderWithSession(<SensitiveTab id={ID} />, { path: '/endpoint-details/:id', at: `/endpoint-details/${ID}` });
    expect(await screen.findByText('The scanner has found no sensitive data on this endpoint.')).toBeVisible();
  });

  it('shows the exception of a failed call', async () => {
    storeSession();
    sensitiveApi('fail');
    renderWithSession(<SensitiveTab id={ID} />, { path: '/endpoint-details/:id', at: `/endpoint-details/${ID}` });
    expect(await screen.findByText('Database unavailable')).toBeVisible();
  });

  it('opens from ?tab=sensitive on the endpoint details of a DLP company', async () => {
    storeSession();
    const calls = sensitiveApi(SUMMARY);
    renderWithSession(<EndpointDetails />, { path: '/endpoint-details/:id', at: `/endpoint-details/${ID}?tab=sensitive` });
    expect(await screen.findByRole('tab', { name: /Sensitive Data/, selected: true })).toBeVisible();
    expect(await screen.findByTestId('sensitive-files')).toHaveTextContent('3');
    expect(calls.some((c) => c.url.pathname.endsWith('/sensitive-data-discovery-summary'))).toBe(true);
  });

  it('is not offered, nor asked for, without data loss prevention', async () => {
    storeSession();
    const calls = sensitiveApi(SUMMARY, false);
    renderWithSession(<EndpointDetails />, { path: '/endpoint-details/:id', at: `/endpoint-details/${ID}?tab=sensitive` });
    expect(await screen.findByRole('tab', { name: /^Details/, selected: true })).toBeVisible();
    expect(screen.queryByRole('tab', { name: /Sensitive Data/ })).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/sensitive-data-discovery-summary'))).toBe(false);
  });
});
