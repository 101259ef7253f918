// Query factories of Applications, Browser Policy and Endpoint Status (issue 18), and the mutations of
// Browser Policy and of reassigning an endpoint.
import { queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { applicationsApi, type AppPlatformType, type ExtensionAction } from '../contract/applications';
import { fleetApi, type ReassignBody } from '../contract/fleet';
import { fileNameOf } from './fleet';

export interface ApplicationListParams {
  page?: number;
  size?: number;
  q?: string;
  o?: readonly ('Windows' | 'MacOS' | 'Linux')[];
  sb?: 'name' | 'endpoints' | 'versions';
  so?: 'asc' | 'desc';
}
export interface ExtensionListParams {
  page?: number;
  size?: number;
  q?: string;
  b?: readonly string[];
  action?: 'ALLOW' | 'BLOCK' | 'NONE';
  risky?: 'true' | 'false';
}

const withoutPage = <T extends { page?: number; size?: number }>({ page: _p, size: _s, ...rest }: T) => rest;

export const applicationQueries = {
  all: () => ['applications'] as const,
  list: (query: ApplicationListParams) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'list', query] as const,
      queryFn: () => listEndpoint(applicationsApi.listApplications, { query: query }),
    }),
  count: (query: ApplicationListParams) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'count', withoutPage(query)] as const,
      queryFn: () => countEndpoint(applicationsApi.countApplications, { query: withoutPage(query) }),
    }),
  detail: (id: string, apt: AppPlatformType) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'detail', id, apt] as const,
      queryFn: () => callEndpoint(applicationsApi.getApplication, { params: { id, apt } }),
    }),
  endpoints: (id: string, apt: AppPlatformType, query: { page: number; size: number; version?: string }) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'detail', id, apt, 'endpoints', query] as const,
      queryFn: () => listEndpoint(applicationsApi.listApplicationEndpoints, { params: { id, apt }, query }),
    }),
  endpointsCount: (id: string, apt: AppPlatformType, version: string | undefined) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'detail', id, apt, 'endpoints-count', version ?? ''] as const,
      queryFn: () => countEndpoint(applicationsApi.countApplicationEndpoints, { params: { id, apt }, query: { version } }),
    }),
};

/** GET /applications-report: the filtered list, saved under the server's file name. */
export async function downloadApplicationsReport(query: ApplicationListParams): Promise<void> {
  const res = await fetchEndpoint(applicationsApi.getApplicationsReport, { query: withoutPage(query) });
  downloadCsv(fileNameOf(res, 'Applications.csv'), await res.text());
}

export const browserPolicyQueries = {
  all: () => ['browser-policy'] as const,
  browsers: () => queryOptions({ queryKey: [...browserPolicyQueries.all(), 'browsers'] as const, queryFn: () => callEndpoint(applicationsApi.listBrowsers) }),
  extensions: (query: ExtensionListParams) =>
    queryOptions({
      queryKey: [...browserPolicyQueries.all(), 'list', query] as const,
      queryFn: () => listEndpoint(applicationsApi.listBrowserExtensions, { query: query }),
    }),
  count: (query: ExtensionListParams) =>
    queryOptions({
      queryKey: [...browserPolicyQueries.all(), 'count', withoutPage(query)] as const,
      queryFn: () => countEndpoint(applicationsApi.countBrowserExtensions, { query: withoutPage(query) }),
    }),
};

export const browserPolicyMutations = {
  /** allow or block (action), or clear the decision (null) */
  decide: () => ({
    mutationFn: ({ extensionId, action }: { extensionId: string; action: ExtensionAction | null }) =>
      action
        ? callEndpoint(applicationsApi.setExtensionPolicy, { body: { extension_id: extensionId, action } })
        : callEndpoint(applicationsApi.deleteExtensionPolicy, { params: { extensionId } }),
  }),
};

export const endpointStatusQueries = {
  all: () => ['endpoint-status'] as const,
  status: () => queryOptions({ queryKey: endpointStatusQueries.all(), queryFn: () => callEndpoint(fleetApi.getEndpointStatus) }),
};

export const reassignMutations = {
  reassign: () => ({
    mutationFn: ({ id, body }: { id: string; body: ReassignBody }) => callEndpoint(fleetApi.reassignDevice, { params: { id }, body }),
  }),
};
