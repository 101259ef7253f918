// The inventory screens' reads and the bulk edit, in one place so SaaS and Gen AI share them.
// Keys start with 'saas-inv' so invalidateAppViews (src/api/queries/saas-mutations.ts) refreshes them
// after any access change.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, getCount, getList, request, type Query } from '../../api/client';
import {
  appDeviceRow,
  appUserRow,
  bulkResult,
  genAiUserRow,
  inventoryDetail,
  inventoryRow,
  usageReport,
  type BulkItem,
} from '../../api/contract/saas';
import { invalidateAppViews } from '../../api/queries/saas-mutations';
import { downloadCsv } from '../../commands/download-csv';

export interface RangeQuery {
  s: number;
  e: number;
  z: string;
}

export interface InventoryListQuery extends RangeQuery {
  page: number;
  size: number;
  q?: string;
  tag?: 'Sanctioned' | 'Unsanctioned' | 'Unclassified';
  category?: string;
  u?: string;
  genai?: boolean;
  sb?: 'name' | 'weighted_duration' | 'users' | 'endpoints';
  so?: 'asc' | 'desc';
}

export interface DrillListQuery extends RangeQuery {
  page: number;
  size: number;
  q?: string;
}

const app = (name: string) => `/saas-inv/${encodeURIComponent(name)}`;
const withoutPage = <T extends { page: number; size: number }>({ page: _p, size: _s, ...rest }: T) => rest;

export const inventoryQueries = {
  all: () => ['saas-inv'] as const,
  lists: () => [...inventoryQueries.all(), 'list'] as const,
  /** GET /saas-inv: a page of rows, null when the call failed (spec part 2 §7) */
  list: (query: InventoryListQuery) =>
    queryOptions({
      queryKey: [...inventoryQueries.lists(), query] as const,
      queryFn: () => getList('/saas-inv', query as unknown as Query, inventoryRow),
    }),
  /** HEAD /saas-inv: the total of the same filters */
  count: (query: InventoryListQuery) =>
    queryOptions({
      queryKey: [...inventoryQueries.all(), 'count', withoutPage(query)] as const,
      queryFn: () => getCount('/saas-inv', query as unknown as Query),
    }),
  /** GET /saas-inv/{name}: the app's totals and per-day series */
  detail: (name: string, range: RangeQuery) =>
    queryOptions({
      queryKey: [...inventoryQueries.all(), 'detail', name, range] as const,
      queryFn: ({ signal }) => request('GET', app(name), { query: { ...range }, schema: inventoryDetail, signal }),
    }),
  users: (name: string, query: DrillListQuery) =>
    queryOptions({
      queryKey: [...inventoryQueries.all(), 'users', name, query] as const,
      queryFn: () => getList(`${app(name)}/users`, { ...query }, appUserRow),
    }),
  usersCount: (name: string, query: DrillListQuery) =>
    queryOptions({
      queryKey: [...inventoryQueries.all(), 'users-count', name, withoutPage(query)] as const,
      queryFn: () => getCount(`${app(name)}/users`, { ...query }),
    }),
  devices: (name: string, query: DrillListQuery) =>
    queryOptions({
      queryKey: [...inventoryQueries.all(), 'devices', name, query] as const,
      queryFn: () => getList(`${app(name)}/devices`, { ...query }, appDeviceRow),
    }),
  devicesCount: (name: string, query: DrillListQuery) =>
    queryOptions({
      queryKey: [...inventoryQueries.all(), 'devices-count', name, withoutPage(query)] as const,
      queryFn: () => getCount(`${app(name)}/devices`, { ...query }),
    }),
  /** GET /saas-inv/{name}/users/{email} or /devices/{id}: one subject's use of the app */
  report: (subject: 'user' | 'endpoint', name: string, id: string, range: RangeQuery) =>
    queryOptions({
      queryKey: [...inventoryQueries.all(), 'report', subject, name, id, range] as const,
      queryFn: ({ signal }) =>
        request('GET', `${app(name)}/${subject === 'user' ? 'users' : 'devices'}/${encodeURIComponent(id)}`, { query: { ...range }, schema: usageReport, signal }),
    }),
  /** GET /saas-inv-users: people using Gen AI apps (/gen-ai-user) */
  genAiUsers: (query: DrillListQuery) =>
    queryOptions({
      queryKey: [...inventoryQueries.all(), 'genai-users', query] as const,
      queryFn: () => getList('/saas-inv-users', { ...query }, genAiUserRow),
    }),
  genAiUsersCount: (query: DrillListQuery) =>
    queryOptions({
      queryKey: [...inventoryQueries.all(), 'genai-users-count', withoutPage(query)] as const,
      queryFn: () => getCount('/saas-inv-users', { ...query }),
    }),
};

/** The server's format=csv answer of a list, fetched with the bearer token and saved as a file. */
export async function downloadServerCsv(path: string, query: Query, fileName: string): Promise<void> {
  const { page: _p, size: _s, ...filters } = query;
  const res = await apiFetch('GET', path, { query: { ...filters, format: 'csv' }, headers: { accept: 'text/csv' } });
  downloadCsv(fileName, await res.text());
}

/** POST /saas-applications {applications}: a rejected batch stores nothing and lists each bad item. */
export function useBulkEditApps() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (applications: BulkItem[]) => request('POST', '/saas-applications', { body: { applications }, schema: bulkResult, globalErrors: false }),
    onSettled: () => invalidateAppViews(client),
  });
}
