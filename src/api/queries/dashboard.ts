// Query factories of the three dashboard views (spec part 2 §2.2–§2.4, §7 "Dashboard").
// Every chart keys on its own range, so changing one picker refetches only that chart (§4); TanStack
// Query's AbortSignal goes to fetch, so leaving the dashboard cancels what is still in flight.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getCount, getList, request, type Query } from '../client';
import {
  alertStats,
  deviceInactivityStats,
  deviceStats,
  genAiStats,
  phishingStats,
  saasAccessTypeStats,
  sensitiveDataStats,
  sessionSeries,
  sessionUserRow,
  userStats,
  vulStats,
  type AlertCountQuery,
  type RangeParams,
  type SessionUsersQuery,
  type WebsiteUsersQuery,
} from '../contract/dashboard';

type Stat = 'saas-access-type' | 'users' | 'devices' | 'saas-alerts' | 'web-alerts' | 'phishing' | 'genai' | 'inactivity' | 'sensitive-data' | 'vul';

function stat<T>(name: Stat, path: string, schema: z.ZodType<T>, range: RangeParams) {
  return queryOptions({
    queryKey: [...dashboardQueries.stats(), name, range] as const,
    queryFn: ({ signal }) => request('GET', path, { query: range, schema, signal }),
  });
}

type Omitted<T> = Omit<T, 's' | 'e' | 'z'>;

export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  stats: () => [...dashboardQueries.all(), 'stats'] as const,
  /** Inventory 'SaaS Apps' bars: { label: Sanctioned/Unsanctioned/Unclassified, y } */
  saasAccessType: (range: RangeParams) => stat('saas-access-type', '/saas-stats-access-type', saasAccessTypeStats, range),
  userStats: (range: RangeParams) => stat('users', '/user-stats', userStats, range),
  deviceStats: (range: RangeParams) => stat('devices', '/device-stats', deviceStats, range),
  saasAlerts: (range: RangeParams) => stat('saas-alerts', '/saas-stats-alerts', alertStats, range),
  websiteAlerts: (range: RangeParams) => stat('web-alerts', '/nonsaas-stats-alerts', alertStats, range),
  phishing: (range: RangeParams) => stat('phishing', '/saas-stats-alerts-type', phishingStats, range),
  genAi: (range: RangeParams) => stat('genai', '/genai-saas-stats', genAiStats, range),
  inactivity: (range: RangeParams) => stat('inactivity', '/device-inactivity-stats', deviceInactivityStats, range),
  sensitiveData: (range: RangeParams) => stat('sensitive-data', '/device-files-action', sensitiveDataStats, range),
  vul: (range: RangeParams) => stat('vul', '/vul-stats', vulStats, range),

  /** GET /session-stats-saas-data and /session-stats-nonsaas-data: per-day series */
  saasSeries: (range: RangeParams) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'series', 'saas', range] as const,
      queryFn: ({ signal }) => request('GET', '/session-stats-saas-data', { query: range, schema: sessionSeries, signal }),
    }),
  websiteSeries: (range: RangeParams) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'series', 'nonsaas', range] as const,
      queryFn: ({ signal }) => request('GET', '/session-stats-nonsaas-data', { query: range, schema: sessionSeries, signal }),
    }),

  /** People lists and counts: rows or null on error, counts 0 on error (spec part 2 §7) */
  saasUsers: (range: RangeParams, filters: Omitted<SessionUsersQuery>) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'saas-users', range, filters] as const,
      queryFn: () => getList('/session-stats-saas-users', { ...range, ...filters } as Query, sessionUserRow),
    }),
  saasUsersCount: (range: RangeParams, filters: Omitted<Omit<SessionUsersQuery, 'page' | 'size'>>) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'saas-users-count', range, filters] as const,
      queryFn: () => getCount('/session-stats-saas-users', { ...range, ...filters } as Query),
    }),
  websiteUsers: (range: RangeParams, filters: Omitted<WebsiteUsersQuery>) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'nonsaas-users', range, filters] as const,
      queryFn: () => getList('/session-stats-nonsaas-users', { ...range, ...filters } as Query, sessionUserRow),
    }),
  websiteUsersCount: (range: RangeParams, filters: Omitted<Omit<WebsiteUsersQuery, 'page' | 'size'>>) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'nonsaas-users-count', range, filters] as const,
      queryFn: () => getCount('/session-stats-nonsaas-users', { ...range, ...filters } as Query),
    }),
  /** HEAD /saas-alerts and /nonsaas-alerts: alert counts with t (action) and reason */
  saasAlertCount: (range: RangeParams, filters: Omitted<AlertCountQuery>) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'saas-alert-count', range, filters] as const,
      queryFn: () => getCount('/saas-alerts', { ...range, ...filters } as Query),
    }),
  websiteAlertCount: (range: RangeParams, filters: Omitted<AlertCountQuery>) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'nonsaas-alert-count', range, filters] as const,
      queryFn: () => getCount('/nonsaas-alerts', { ...range, ...filters } as Query),
    }),
};
