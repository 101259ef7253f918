import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Query } from '@tanstack/react-query';
import type { PolicyStatus } from '../../api/contract/policy-status';
import { policyStatusQueries, ROLLING_OUT_REFETCH_MS, SETTLED_REFETCH_MS } from '../../api/queries/policy-status';
import { json, mockApi, renderWithSession, storeSession } from '../../app/session/testing';
import { formatDateTime } from '../../lib/format';
import { PolicyReach } from './policy-reach';

const STATUS: PolicyStatus = {
  version: 7,
  updated_at: '2026-11-20T10:15:00.000Z',
  endpoints_total: 500,
  online: 3,
  applied_online: 1,
  applied_total: 1,
  pending_offline: 497,
  online_window_minutes: 10,
};

function answer(status: PolicyStatus | null) {
  return mockApi(({ url }) => {
    if (url.pathname !== '/api/policy-status') return undefined;
    return status ? json(200, status) : json(500, { exception: 'boom', code: 'INTERNAL' });
  });
}

beforeEach(() => {
  storeSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<PolicyReach />', () => {
  it('says how many online endpoints applied the version, what the offline ones do, and which version it is', async () => {
    answer(STATUS);
    renderWithSession(<PolicyReach />, { path: '/' });
    expect(await screen.findByText('Applied on 1 of 3 online endpoints')).toBeVisible();
    expect(screen.getByText('Rolling out')).toBeVisible();
    expect(screen.getByText('497 offline endpoints get it when they next come online.')).toBeVisible();
    expect(screen.getByText(`Policy version 7, changed ${formatDateTime(STATUS.updated_at!)}`)).toBeVisible();
    expect(screen.getByText(/shared to online devices in 1-2 minutes/)).toBeVisible();
    expect(screen.getByText('Applied on 1 of 3 online endpoints')).toHaveAttribute('aria-live', 'polite');
  });

  it('says one endpoint in the singular, and Applied once every online endpoint has it', async () => {
    answer({ ...STATUS, online: 1, applied_online: 1, pending_offline: 1 });
    renderWithSession(<PolicyReach hideChangesMessage />, { path: '/' });
    expect(await screen.findByText('Applied on 1 of 1 online endpoint')).toBeVisible();
    expect(screen.getByText('Applied')).toBeVisible();
    expect(screen.getByText('1 offline endpoint gets it when it next comes online.')).toBeVisible();
    expect(screen.queryByText(/shared to online devices/)).toBeNull();
  });

  it('before any change and with nobody online it says so', async () => {
    answer({ ...STATUS, version: 0, updated_at: null, online: 0, applied_online: 0, applied_total: 500, pending_offline: 0 });
    renderWithSession(<PolicyReach />, { path: '/' });
    expect(await screen.findByText('No endpoint is online right now')).toBeVisible();
    expect(screen.getByText('No policy changes yet')).toBeVisible();
  });

  it('shows a quiet notice when the status cannot be read', async () => {
    answer(null);
    renderWithSession(<PolicyReach />, { path: '/' });
    expect(await screen.findByText('The policy reach is not available right now.')).toBeVisible();
  });

  it('polls every few seconds while the rollout runs, slowly once it is done', () => {
    const interval = policyStatusQueries.detail('acme').refetchInterval as unknown as (q: Pick<Query<PolicyStatus>, 'state'>) => number;
    const at = (data: PolicyStatus) => interval({ state: { data } } as Pick<Query<PolicyStatus>, 'state'>);
    expect(at(STATUS)).toBe(ROLLING_OUT_REFETCH_MS);
    expect(at({ ...STATUS, applied_online: 3 })).toBe(SETTLED_REFETCH_MS);
    expect(ROLLING_OUT_REFETCH_MS).toBeLessThanOrEqual(3_000);
  });
});
