// Query factories of the Alerts area (spec part 2 §7 "Alerts"): the SaaS-app and website alert lists,
// their counts and per-action counts, the CSV and CEF downloads with progress, and the typo-squat
// correction. The lists refetch whenever the window regains focus, so alerts an agent just sent appear.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { readWithProgress, saveFile } from '../../ui/download-file';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { ALERT_FILES, alertsApi, type AlertFilters, type AlertSort } from '../contract/alerts';

export type AlertKind = 'saas' | 'website';
export type AlertListParams = AlertFilters & { page: number; size: number; sb?: AlertSort; so?: 'asc' | 'desc' };

const live = { staleTime: 0, refetchOnWindowFocus: 'always' } as const;

const calls = {
  saas: { list: alertsApi.listSaasAlerts, count: alertsApi.countSaasAlerts, counts: alertsApi.saasActionCounts, cef: alertsApi.saasAlertsCef },
  website: { list: alertsApi.listWebsiteAlerts, count: alertsApi.countWebsiteAlerts, counts: alertsApi.websiteActionCounts, cef: alertsApi.websiteAlertsCef },
} as const;

const withoutPage = <T extends { page?: number; size?: number }>({ page: _page, size: _size, ...rest }: T) => rest;

export const alertQueries = {
  all: () => ['alerts'] as const,
  lists: (kind: AlertKind) => [...alertQueries.all(), kind] as const,
  /** GET /saas-alerts or /nonsaas-alerts: one page, or null when the call failed */
  list: (kind: AlertKind, query: AlertListParams) =>
    queryOptions({ queryKey: [...alertQueries.lists(kind), 'list', query] as const, queryFn: () => listEndpoint(calls[kind].list, { query }), ...live }),
  /** HEAD: the filtered total (0 when the call failed) */
  count: (kind: AlertKind, filters: AlertFilters) =>
    queryOptions({ queryKey: [...alertQueries.lists(kind), 'count', filters] as const, queryFn: () => countEndpoint(calls[kind].count, { query: filters }), ...live }),
  /** GET /saas-alerts-action-counts or /nonsaas-alerts-action-counts (the action type filter left out) */
  actionCounts: (kind: AlertKind, filters: AlertFilters) =>
    queryOptions({
      queryKey: [...alertQueries.lists(kind), 'action-counts', { ...filters, t: undefined }] as const,
      queryFn: ({ signal }) => callEndpoint(calls[kind].counts, { query: { ...filters, t: undefined } }, { signal }),
      ...live,
    }),
};

export type ExportFormat = 'csv' | 'cef';

/**
 * Downloads every filtered alert as AlertSaasApps/AlertWebsite .csv or .cef. The server streams the file;
 * `onProgress` gets the share of the expected rows read so far (one line per row), for a progress bar.
 */
export async function downloadAlerts(kind: AlertKind, format: ExportFormat, filters: AlertFilters, expectedRows: number, onProgress: (share: number) => void): Promise<void> {
  const res =
    format === 'csv'
      ? await fetchEndpoint(calls[kind].list, { query: { ...withoutPage(filters as AlertListParams), format: 'csv' } }, { headers: { accept: 'text/csv' } })
      : await fetchEndpoint(calls[kind].cef, { query: filters });
  const blob = await readWithProgress(res, expectedRows + (format === 'csv' ? 1 : 0), onProgress);
  if (format === 'csv') downloadCsv(ALERT_FILES[kind].csv, await blob.text());
  else saveFile(ALERT_FILES[kind].cef, blob);
}


export const alertMutations = {
  /** POST /global-safe-applications: the look-alike's host stops raising Typo Squatting alerts */
  markSafe: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (url: string) => callEndpoint(alertsApi.markSafe, { body: { url } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: alertQueries.all() }),
    }),
};
