// Query factories of Inventory › DLP (issue 21): sensitive files, the endpoints and people they are on,
// data types, copy-paste activity (with DataActivity.csv) and source-code findings. Every call is made
// through the contract's dlpApi.
import { queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { readWithProgress } from '../../ui/download-file';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { DLP_FILES, dlpApi, type ActivityFilters, type CodeFilters, type FileFilters, type GroupFilters } from '../contract/dlp';

export type DlpPage = { page: number; size: number };
type Period = { s?: number; e?: number; z?: string; on?: string };

export const dlpQueries = {
  all: () => ['dlp'] as const,
  files: (query: FileFilters & DlpPage) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'files', query] as const, queryFn: () => listEndpoint(dlpApi.listSensitiveFiles, { query }) }),
  fileCount: (filters: FileFilters) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'files-count', filters] as const, queryFn: () => countEndpoint(dlpApi.countSensitiveFiles, { query: filters }) }),
  file: (id: string) => queryOptions({ queryKey: [...dlpQueries.all(), 'file', id] as const, queryFn: () => callEndpoint(dlpApi.getSensitiveFile, { params: { id } }) }),
  endpoints: (query: GroupFilters & DlpPage) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'endpoints', query] as const, queryFn: () => listEndpoint(dlpApi.listDlpEndpoints, { query }) }),
  endpointCount: (filters: GroupFilters) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'endpoints-count', filters] as const, queryFn: () => countEndpoint(dlpApi.countDlpEndpoints, { query: filters }) }),
  people: (query: GroupFilters & DlpPage) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'people', query] as const, queryFn: () => listEndpoint(dlpApi.listDlpPeople, { query }) }),
  peopleCount: (filters: GroupFilters) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'people-count', filters] as const, queryFn: () => countEndpoint(dlpApi.countDlpPeople, { query: filters }) }),
  dictionary: () =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'dictionary'] as const, queryFn: () => callEndpoint(dlpApi.listDataDictionary), staleTime: 60_000 }),
  dataType: (name: string, period: Period) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'data-type', name, period] as const, queryFn: () => callEndpoint(dlpApi.getDataType, { params: { name }, query: period }) }),
  pastes: (query: ActivityFilters & DlpPage) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'pastes', query] as const, queryFn: () => listEndpoint(dlpApi.listCopyPaste, { query }) }),
  pasteCount: (filters: ActivityFilters) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'pastes-count', filters] as const, queryFn: () => countEndpoint(dlpApi.countCopyPaste, { query: filters }) }),
  pasteActions: (filters: ActivityFilters) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'paste-actions', filters] as const, queryFn: () => callEndpoint(dlpApi.copyPasteActions, { query: filters }) }),
  pasteReport: (id: string) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'paste-report', id] as const, queryFn: () => callEndpoint(dlpApi.getCopyPasteReport, { params: { id } }) }),
  code: (query: CodeFilters & DlpPage) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'code', query] as const, queryFn: () => listEndpoint(dlpApi.listSourceCode, { query }) }),
  codeCount: (filters: CodeFilters) =>
    queryOptions({ queryKey: [...dlpQueries.all(), 'code-count', filters] as const, queryFn: () => countEndpoint(dlpApi.countSourceCode, { query: filters }) }),
};

/** Every filtered copy-paste event as DataActivity.csv (spec part 2 §7 "Exports"). */
export async function downloadActivity(filters: ActivityFilters, expectedRows: number, onProgress: (share: number) => void): Promise<void> {
  const res = await fetchEndpoint(dlpApi.listCopyPaste, { query: { ...filters, format: 'csv' } }, { headers: { accept: 'text/csv' } });
  downloadCsv(DLP_FILES.activity, await (await readWithProgress(res, expectedRows + 1, onProgress)).text());
}

/** Every filtered sensitive file as SensitiveData.csv. */
export async function downloadFiles(filters: FileFilters, expectedRows: number, onProgress: (share: number) => void): Promise<void> {
  const res = await fetchEndpoint(dlpApi.listSensitiveFiles, { query: { ...filters, format: 'csv' } }, { headers: { accept: 'text/csv' } });
  downloadCsv(DLP_FILES.files, await (await readWithProgress(res, expectedRows + 1, onProgress)).text());
}

/** Every filtered source-code finding as SourceCode.csv. */
export async function downloadCode(filters: CodeFilters, expectedRows: number, onProgress: (share: number) => void): Promise<void> {
  const res = await fetchEndpoint(dlpApi.listSourceCode, { query: { ...filters, format: 'csv' } }, { headers: { accept: 'text/csv' } });
  downloadCsv(DLP_FILES.sourceCode, await (await readWithProgress(res, expectedRows + 1, onProgress)).text());
}
