// Query factories of the compliance report (contract/compliance.ts): the endpoint list with its HEAD
// total, the controls and frameworks tabs, the company's figures, one endpoint's results, the CSV.
import { queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { complianceApi, type ComplianceListQuery } from '../contract/compliance';
import { fileNameOf } from './fleet';

/** What the screen sends: the contract's filters as query-string values ('true' / 'false' flags). */
export type ComplianceListParams = Partial<Omit<ComplianceListQuery, 'encrypted'>> & { encrypted?: 'true' | 'false' };

const withoutPage = ({ page: _page, size: _size, ...rest }: ComplianceListParams) => rest;

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
};

/** GET /compliance-endpoints-report: the filtered list as CSV, saved under the server's file name. */
export async function downloadComplianceReport(query: ComplianceListParams, fallback: string): Promise<void> {
  const res = await fetchEndpoint(complianceApi.getComplianceReport, { query: withoutPage(query) });
  downloadCsv(fileNameOf(res, fallback), await res.text());
}
