// Query factories of Data Activity (/sensitive-activity), the browser extension's sensitive data
// (/sensitive-data-ext) and the operator's Company Sensitive Data tab (issue 21), through dlpActivityApi.
import { queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { readWithProgress } from '../../ui/download-file';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { ACTIVITY_CSV, dlpActivityApi, type ExtensionFilters, type SensitiveActivityFilters } from '../contract/dlp-activity';

type Page = { page: number; size: number };

export const dlpActivityQueries = {
  all: () => ['dlp-activity'] as const,
  list: (query: SensitiveActivityFilters & Page) =>
    queryOptions({ queryKey: [...dlpActivityQueries.all(), 'list', query] as const, queryFn: () => listEndpoint(dlpActivityApi.listSensitiveActivity, { query }) }),
  count: (filters: SensitiveActivityFilters) =>
    queryOptions({ queryKey: [...dlpActivityQueries.all(), 'count', filters] as const, queryFn: () => countEndpoint(dlpActivityApi.countSensitiveActivity, { query: filters }) }),
  summary: (filters: SensitiveActivityFilters) =>
    queryOptions({ queryKey: [...dlpActivityQueries.all(), 'summary', filters] as const, queryFn: () => callEndpoint(dlpActivityApi.sensitiveActivitySummary, { query: filters }) }),
  sites: (query: ExtensionFilters & Page) =>
    queryOptions({ queryKey: [...dlpActivityQueries.all(), 'sites', query] as const, queryFn: () => listEndpoint(dlpActivityApi.listExtensionSites, { query }) }),
  siteCount: (filters: ExtensionFilters) =>
    queryOptions({ queryKey: [...dlpActivityQueries.all(), 'site-count', filters] as const, queryFn: () => countEndpoint(dlpActivityApi.countExtensionSites, { query: filters }) }),
  types: (query: ExtensionFilters & Page) =>
    queryOptions({ queryKey: [...dlpActivityQueries.all(), 'types', query] as const, queryFn: () => listEndpoint(dlpActivityApi.listExtensionTypes, { query }) }),
  typeCount: (filters: ExtensionFilters) =>
    queryOptions({ queryKey: [...dlpActivityQueries.all(), 'type-count', filters] as const, queryFn: () => countEndpoint(dlpActivityApi.countExtensionTypes, { query: filters }) }),
  company: (id: string) =>
    queryOptions({
      queryKey: [...dlpActivityQueries.all(), 'company', id] as const,
      queryFn: ({ signal }) => callEndpoint(dlpActivityApi.getCompanyDlpSensitive, { params: { id } }, { signal }),
    }),
};

/** Every filtered event as SensitiveActivity.csv. */
export async function downloadSensitiveActivity(filters: SensitiveActivityFilters, expectedRows: number, onProgress: (share: number) => void): Promise<void> {
  const res = await fetchEndpoint(dlpActivityApi.listSensitiveActivity, { query: { ...filters, format: 'csv' } }, { headers: { accept: 'text/csv' } });
  downloadCsv(ACTIVITY_CSV, await (await readWithProgress(res, expectedRows + 1, onProgress)).text());
}
