// Query factories of the compliance report (contract/compliance.ts): the endpoint list with its HEAD
// total, the controls and frameworks tabs, the company's figures, one endpoint's results, the CSV.
import { queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { complianceApi, type ComplianceListQuery, type ExtensionComplianceListQuery } from '../contract/compliance';
import { fileNameOf } from './fleet';

/** What the screen sends: the contract's filters as query-string values ('true' / 'false' flags). */
export type ComplianceListParams = Partial<Omit<ComplianceListQuery, 'encrypted'>> & { encrypted?: 'true' | 'false' };

/** The extension compliance list's query (/compliance-ext). */
export type ExtensionComplianceParams = Partial<ExtensionComplianceListQuery>;

const withoutPage = <T extends { page?: number; size?: number }>({ page: _page, size: _size, ...rest }: T) => rest;

export const complianceQueries = {
  all: () => ['compliance'] as const,
  list: (query: ComplianceListParams) =>
    queryOptions({ queryKey: [...complianceQueries.all(), 'list', query] as const, queryFn: () => listEndpoint(complianceApi.listComplianceEndpoints, { query }) }),
  count: (query: ComplianceListParams) =>
    queryOptions({
      queryKey: [...complianceQueries.all(), 'count', withoutPage(query)] as const,
      queryFn: () => countEndpoint(complianceApi.countComplianceEndpoints, { query: withoutPage(query) }),
    }),
  controls: (framework: string | undefined) =>
    queryOptions({
      queryKey: [...complianceQueries.all(), 'controls', framework ?? ''] as const,
      queryFn: () => callEndpoint(complianceApi.listComplianceControls, { query: { framework } }),
    }),
  frameworks: () =>
    queryOptions({ queryKey: [...complianceQueries.all(), 'frameworks'] as const, queryFn: () => callEndpoint(complianceApi.listComplianceFrameworks) }),
  status: (accountId: string) =>
    queryOptions({
      queryKey: [...complianceQueries.all(), 'status', accountId] as const,
      queryFn: () => callEndpoint(complianceApi.getAccountComplianceStatus, { params: { id: accountId } }),
    }),
  history: (id: string, page: number, size: number) =>
    queryOptions({
      queryKey: [...complianceQueries.all(), 'history', id, page, size] as const,
      queryFn: () => callEndpoint(complianceApi.listDeviceComplianceHistory, { params: { id }, query: { page, size } }),
    }),
  historyCount: (id: string) =>
    queryOptions({
      queryKey: [...complianceQueries.all(), 'history-count', id] as const,
      queryFn: () => countEndpoint(complianceApi.countDeviceComplianceHistory, { params: { id } }),
    }),
  extList: (query: ExtensionComplianceParams) =>
    queryOptions({ queryKey: [...complianceQueries.all(), 'ext-list', query] as const, queryFn: () => listEndpoint(complianceApi.listExtensionCompliance, { query }) }),
  extCount: (query: ExtensionComplianceParams) =>
    queryOptions({
      queryKey: [...complianceQueries.all(), 'ext-count', withoutPage(query)] as const,
      queryFn: () => countEndpoint(complianceApi.countExtensionCompliance, { query: withoutPage(query) }),
    }),
  extHistory: (id: string, page: number, size: number) =>
    queryOptions({
      queryKey: [...complianceQueries.all(), 'ext-history', id, page, size] as const,
      queryFn: () => callEndpoint(complianceApi.listDeviceExtComplianceHistory, { params: { id }, query: { page, size } }),
    }),
  extHistoryCount: (id: string) =>
    queryOptions({
      queryKey: [...complianceQueries.all(), 'ext-history-count', id] as const,
      queryFn: () => countEndpoint(complianceApi.countDeviceExtComplianceHistory, { params: { id } }),
    }),
};

/** GET /compliance-endpoints-report: the filtered list as CSV, saved under the server's file name. */
export async function downloadComplianceReport(query: ComplianceListParams, fallback: string): Promise<void> {
  const res = await fetchEndpoint(complianceApi.getComplianceReport, { query: withoutPage(query) });
  downloadCsv(fileNameOf(res, fallback), await res.text());
}

/** GET /compliance-ext-report: the filtered extension compliance list as CSV. */
export async function downloadExtensionComplianceReport(query: ExtensionComplianceParams, fallback: string): Promise<void> {
  const res = await fetchEndpoint(complianceApi.getExtensionComplianceReport, { query: withoutPage(query) });
  downloadCsv(fileNameOf(res, fallback), await res.text());
}
