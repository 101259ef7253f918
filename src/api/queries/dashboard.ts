// Query factories of the three dashboard views (spec part 2 §2.2–§2.4, §7 "Dashboard").
// Every chart keys on its own range, so changing one picker refetches only that chart (§4); TanStack
// Query's AbortSignal goes to fetch, so leaving the dashboard cancels what is still in flight.
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint } from '../client';
import { dashboardApi, type RangeParams, type SessionUsersQuery } from '../contract/dashboard';
import type { EndpointArgs } from '../contract/endpoint';
import { saasApi } from '../contract/saas';
import { websitesApi } from '../contract/websites';

type StatName = 'saas-access-type' | 'users' | 'devices' | 'saas-alerts' | 'web-alerts' | 'phishing' | 'genai' | 'inactivity' | 'sensitive-data' | 'vul' | 'insight-trends';
type StatEndpoint = (typeof dashboardApi)[
  | 'getSaasAccessTypeStats'
  | 'getUserStats'
  | 'getDeviceStats'
  | 'getSaasAlertStats'
  | 'getWebsiteAlertStats'
  | 'getPhishingStats'
  | 'getGenAiStats'
  | 'getDeviceInactivityStats'
  | 'getSensitiveDataStats'
  | 'getVulStats'
  | 'getInsightTrends'];

function stat<E extends StatEndpoint>(name: StatName, e: E, range: RangeParams) {
  return queryOptions({
    queryKey: [...dashboardQueries.stats(), name, range] as const,
    queryFn: ({ signal }) => callEndpoint(e, { query: range } as EndpointArgs<E>, { signal }),
  });
}

type Omitted<T> = Omit<T, 's' | 'e' | 'z'>;

export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  stats: () => [...dashboardQueries.all(), 'stats'] as const,
  /** Inventory 'SaaS Apps' bars: { label: Sanctioned/Unsanctioned/Unclassified, y } */
  saasAccessType: (range: RangeParams) => stat('saas-access-type', dashboardApi.getSaasAccessTypeStats, range),
  userStats: (range: RangeParams) => stat('users', dashboardApi.getUserStats, range),
  deviceStats: (range: RangeParams) => stat('devices', dashboardApi.getDeviceStats, range),
  saasAlerts: (range: RangeParams) => stat('saas-alerts', dashboardApi.getSaasAlertStats, range),
  websiteAlerts: (range: RangeParams) => stat('web-alerts', dashboardApi.getWebsiteAlertStats, range),
  phishing: (range: RangeParams) => stat('phishing', dashboardApi.getPhishingStats, range),
  genAi: (range: RangeParams) => stat('genai', dashboardApi.getGenAiStats, range),
  inactivity: (range: RangeParams) => stat('inactivity', dashboardApi.getDeviceInactivityStats, range),
  sensitiveData: (range: RangeParams) => stat('sensitive-data', dashboardApi.getSensitiveDataStats, range),
  vul: (range: RangeParams) => stat('vul', dashboardApi.getVulStats, range),
  /** this range against the equal span before it, for the Security Insights subtitles */
  insightTrends: (range: RangeParams) => stat('insight-trends', dashboardApi.getInsightTrends, range),

  /** people of the SaaS sessions: 0 on error (spec part 2 §7) */
  saasUsersCount: (range: RangeParams, filters: Omitted<Omit<SessionUsersQuery, 'page' | 'size'>>) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'saas-users-count', range, filters] as const,
      queryFn: () => countEndpoint(dashboardApi.countSaasSessionUsers, { query: { ...range, ...filters } }),
    }),
};

/** The Top 10 tables of spec part 2 §2.2 Usage: one page of 10 by weighted duration. */
const TOP_SIZE = 10;
export type SortOrder = 'asc' | 'desc';
const topQuery = (range: RangeParams, so: SortOrder) => ({ ...range, page: 1, size: TOP_SIZE, sb: 'weighted_duration' as const, so });

// The tables read the inventories' lists under the dashboard's key, with callEndpoint: they show the
// call's error (status and exception, spec part 2 §8) where the inventory lists' listEndpoint gives null.
export const topQueries = {
  saas: (range: RangeParams, so: SortOrder) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'top', 'saas', range, so] as const,
      queryFn: ({ signal }) => callEndpoint(saasApi.listInventory, { query: topQuery(range, so) }, { signal }),
    }),
  websites: (range: RangeParams, so: SortOrder) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), 'top', 'websites', range, so] as const,
      queryFn: ({ signal }) => callEndpoint(websitesApi.listInventory, { query: topQuery(range, so) }, { signal }),
    }),
};
