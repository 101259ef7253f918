// Query factories of the Reports screens (spec part 2 §2.6; src/api/contract/reports.ts). Charts use
// callEndpoint (the card shows the call's error, spec part 2 §8); the people list uses listEndpoint and
// countEndpoint (null and 0 on error, §7). The SaaS and website tables are the inventories' own queries.
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import type { RangeParams } from '../contract/dashboard';
import { reportsApi, type UsageKind, type UsageUsersQuery } from '../contract/reports';

export type UsageUsersListQuery = RangeParams & { kind: UsageKind; page: number; size: number; sb?: UsageUsersQuery['sb']; so?: UsageUsersQuery['so'] };

export const reportsQueries = {
  all: () => ['reports'] as const,
  /** GET /session-stats: SaaS and website sessions per day of the range */
  sessionStats: (range: RangeParams) =>
    queryOptions({
      queryKey: [...reportsQueries.all(), 'session-stats', range] as const,
      queryFn: ({ signal }) => callEndpoint(reportsApi.getSessionStats, { query: range }, { signal }),
    }),
  /** GET /alert-stats: alert events by action, and the phishing figures */
  alertStats: (range: RangeParams) =>
    queryOptions({
      queryKey: [...reportsQueries.all(), 'alert-stats', range] as const,
      queryFn: ({ signal }) => callEndpoint(reportsApi.getAlertStats, { query: range }, { signal }),
    }),
  users: () => [...reportsQueries.all(), 'users'] as const,
  /** GET /reports/users: one page of people, or null when the call failed */
  usersList: (query: UsageUsersListQuery) =>
    queryOptions({ queryKey: [...reportsQueries.users(), query] as const, queryFn: () => listEndpoint(reportsApi.listUsageUsers, { query }) }),
  /** HEAD /reports/users: the total, 0 on error */
  usersCount: ({ page: _page, size: _size, ...filters }: UsageUsersListQuery) =>
    queryOptions({
      queryKey: [...reportsQueries.users(), 'count', filters] as const,
      queryFn: () => countEndpoint(reportsApi.countUsageUsers, { query: filters }),
    }),
  /** GET /reports/inactivity: the dashboard's inactive-device figure with its endpoints */
  inactivity: (range: RangeParams) =>
    queryOptions({
      queryKey: [...reportsQueries.all(), 'inactivity', range] as const,
      queryFn: ({ signal }) => callEndpoint(reportsApi.getInactivity, { query: range }, { signal }),
    }),
};
