// Query factories of Logs (issue 26): Admin Action Logs (list, count, one row, the filters' choices, CSV and
// CEF downloads with progress) and Copilot Error Logs (list, count, components, CSV). Every call is made
// through the contract's logsApi.
import { queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { readWithProgress, saveFile } from '../../ui/download-file';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { LOG_FILES, logsApi, type AdminLogFilters, type ErrorLogFilters } from '../contract/logs';

export type LogPage = { page: number; size: number };
export type AdminLogExport = 'csv' | 'cef';

export const logQueries = {
  all: () => ['logs'] as const,
  admin: () => [...logQueries.all(), 'admin'] as const,
  errors: () => [...logQueries.all(), 'errors'] as const,
  /** GET /admin-logs: one page of audit rows, or null when the call failed */
  adminList: (query: AdminLogFilters & LogPage) =>
    queryOptions({ queryKey: [...logQueries.admin(), 'list', query] as const, queryFn: () => listEndpoint(logsApi.listAdminLogs, { query }) }),
  adminCount: (filters: AdminLogFilters) =>
    queryOptions({ queryKey: [...logQueries.admin(), 'count', filters] as const, queryFn: () => countEndpoint(logsApi.countAdminLogs, { query: filters }) }),
  adminRow: (id: string) =>
    queryOptions({ queryKey: [...logQueries.admin(), 'row', id] as const, queryFn: () => callEndpoint(logsApi.getAdminLog, { params: { id } }) }),
  adminFacets: () => queryOptions({ queryKey: [...logQueries.admin(), 'facets'] as const, queryFn: () => callEndpoint(logsApi.adminLogFacets), staleTime: 60_000 }),
  /** GET /error-logs: one page of agent errors, or null when the call failed */
  errorList: (query: ErrorLogFilters & LogPage) =>
    queryOptions({ queryKey: [...logQueries.errors(), 'list', query] as const, queryFn: () => listEndpoint(logsApi.listErrorLogs, { query }) }),
  errorCount: (filters: ErrorLogFilters) =>
    queryOptions({ queryKey: [...logQueries.errors(), 'count', filters] as const, queryFn: () => countEndpoint(logsApi.countErrorLogs, { query: filters }) }),
  errorFacets: () => queryOptions({ queryKey: [...logQueries.errors(), 'facets'] as const, queryFn: () => callEndpoint(logsApi.errorLogFacets), staleTime: 60_000 }),
};

/** Every filtered audit row as AdminActionLogs.csv or .cef; the server streams, `onProgress` gets the share read. */
export async function downloadAdminLogs(format: AdminLogExport, filters: AdminLogFilters, expectedRows: number, onProgress: (share: number) => void): Promise<void> {
  if (format === 'csv') {
    const res = await fetchEndpoint(logsApi.listAdminLogs, { query: { ...filters, format: 'csv' } }, { headers: { accept: 'text/csv' } });
    downloadCsv(LOG_FILES.admin.csv, await (await readWithProgress(res, expectedRows + 1, onProgress)).text());
  } else {
    const res = await fetchEndpoint(logsApi.adminLogsCef, { query: filters });
    saveFile(LOG_FILES.admin.cef, await readWithProgress(res, expectedRows, onProgress));
  }
}

/** Every filtered agent error as CopilotErrorLogs.csv. */
export async function downloadErrorLogs(filters: ErrorLogFilters, expectedRows: number, onProgress: (share: number) => void): Promise<void> {
  const res = await fetchEndpoint(logsApi.listErrorLogs, { query: { ...filters, format: 'csv' } }, { headers: { accept: 'text/csv' } });
  downloadCsv(LOG_FILES.errors.csv, await (await readWithProgress(res, expectedRows + 1, onProgress)).text());
}
