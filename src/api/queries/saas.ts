// Query factories and calls for SaaS and Gen AI apps (spec part 1 §7 "SaaS", part 2 §7 "Gen AI").
// Every change to an app's classification goes through saveClassification (screens, palette, AskCISO).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { downloadCsv } from '../../commands/download-csv';
import { apiFetch, getCount, getList, request } from '../client';
import {
  accountApp, appCategory, appDeviceRow, appUserRow, bulkResult, catalogApp, customApp, genAiUserRow, inventoryDetail, inventoryRow, trendRow,
  unsanctionedCategory, usageReport,
  type AccountAppsQuery, type ActionType, type BulkItem, type CatalogQuery, type ClassifyBody, type CustomAppBody, type CustomAppsQuery, type DrillQuery,
  type InventoryQuery, type RangeParams,
} from '../contract/saas';

export type { RangeParams };

type Paged<T> = Omit<T, 'page' | 'size'>;
const path = (name: string) => encodeURIComponent(name);

export const saasQueries = {
  all: () => ['saas'] as const,
  catalog: (query: Partial<CatalogQuery>) =>
    queryOptions({ queryKey: [...saasQueries.all(), 'catalog', query] as const, queryFn: () => getList('/saas', query, catalogApp) }),
  catalogCount: (filters: Partial<Paged<CatalogQuery>>) =>
    queryOptions({ queryKey: [...saasQueries.all(), 'catalog-count', filters] as const, queryFn: () => getCount('/saas', filters) }),
  accountApps: (query: Partial<AccountAppsQuery>) =>
    queryOptions({ queryKey: [...saasQueries.all(), 'account', query] as const, queryFn: () => getList('/saas-account', query, accountApp) }),
  accountAppsCount: (filters: Partial<Paged<AccountAppsQuery>>) =>
    queryOptions({ queryKey: [...saasQueries.all(), 'account-count', filters] as const, queryFn: () => getCount('/saas-account', filters) }),
  customApps: (query: Partial<CustomAppsQuery>) =>
    queryOptions({ queryKey: [...saasQueries.all(), 'custom', query] as const, queryFn: () => getList('/cust-saas', query, customApp) }),
  customAppsCount: (filters: Partial<Paged<CustomAppsQuery>>) =>
    queryOptions({ queryKey: [...saasQueries.all(), 'custom-count', filters] as const, queryFn: () => getCount('/cust-saas', filters) }),
  categories: () =>
    queryOptions({
      queryKey: [...saasQueries.all(), 'categories'] as const,
      queryFn: () => request('GET', '/saas-categories', { schema: z.array(appCategory) }),
      staleTime: 60_000,
    }),
  unsanctionedCategories: () =>
    queryOptions({
      queryKey: [...saasQueries.all(), 'unsanctioned-categories'] as const,
      queryFn: () => request('GET', '/unsanctioned-categories', { schema: z.array(unsanctionedCategory) }),
    }),
};

/** The inventory (genai: true for the Gen AI inventory) and its drill-downs. */
export const saasInventoryQueries = {
  all: () => [...saasQueries.all(), 'inventory'] as const,
  lists: () => [...saasInventoryQueries.all(), 'list'] as const,
  list: (query: InventoryQuery) => queryOptions({ queryKey: [...saasInventoryQueries.lists(), query] as const, queryFn: () => getList('/saas-inv', query, inventoryRow) }),
  count: (filters: Paged<InventoryQuery>) =>
    queryOptions({ queryKey: [...saasInventoryQueries.all(), 'count', filters] as const, queryFn: () => getCount('/saas-inv', filters) }),
  detail: (name: string, range: RangeParams) =>
    queryOptions({
      queryKey: [...saasInventoryQueries.all(), 'detail', name, range] as const,
      queryFn: () => request('GET', `/saas-inv/${path(name)}`, { query: { ...range }, schema: inventoryDetail }),
    }),
  users: (name: string, query: DrillQuery) =>
    queryOptions({ queryKey: [...saasInventoryQueries.all(), 'users', name, query] as const, queryFn: () => getList(`/saas-inv/${path(name)}/users`, query, appUserRow) }),
  usersCount: (name: string, filters: Paged<DrillQuery>) =>
    queryOptions({ queryKey: [...saasInventoryQueries.all(), 'users-count', name, filters] as const, queryFn: () => getCount(`/saas-inv/${path(name)}/users`, filters) }),
  devices: (name: string, query: DrillQuery) =>
    queryOptions({ queryKey: [...saasInventoryQueries.all(), 'devices', name, query] as const, queryFn: () => getList(`/saas-inv/${path(name)}/devices`, query, appDeviceRow) }),
  devicesCount: (name: string, filters: Paged<DrillQuery>) =>
    queryOptions({ queryKey: [...saasInventoryQueries.all(), 'devices-count', name, filters] as const, queryFn: () => getCount(`/saas-inv/${path(name)}/devices`, filters) }),
  userReport: (name: string, email: string, range: RangeParams) =>
    queryOptions({
      queryKey: [...saasInventoryQueries.all(), 'user-report', name, email, range] as const,
      queryFn: () => request('GET', `/saas-inv/${path(name)}/users/${path(email)}`, { query: { ...range }, schema: usageReport }),
    }),
  deviceReport: (name: string, id: string, range: RangeParams) =>
    queryOptions({
      queryKey: [...saasInventoryQueries.all(), 'device-report', name, id, range] as const,
      queryFn: () => request('GET', `/saas-inv/${path(name)}/devices/${path(id)}`, { query: { ...range }, schema: usageReport }),
    }),
  genAiUsers: (query: RangeParams & { page?: number; size?: number; q?: string; a?: string }) =>
    queryOptions({ queryKey: [...saasInventoryQueries.all(), 'genai-users', query] as const, queryFn: () => getList('/saas-inv-users', query, genAiUserRow) }),
  genAiUsersCount: (filters: RangeParams & { q?: string; a?: string }) =>
    queryOptions({ queryKey: [...saasInventoryQueries.all(), 'genai-users-count', filters] as const, queryFn: () => getCount('/saas-inv-users', filters) }),
  trends: (query: RangeParams & { page?: number; size?: number; genai?: boolean; q?: string }) =>
    queryOptions({ queryKey: [...saasInventoryQueries.all(), 'trends', query] as const, queryFn: () => getList('/report-saas-trends', query, trendRow) }),
};

/** After any change: every SaaS list, count and inventory row (their access types) is stale. */
export function invalidateSaas(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: saasQueries.all() });
}

const ok = z.object({ ok: z.literal(true) });

/** Sanctioned (true), Unsanctioned with an action (false), or back to Unclassified (null). */
export function saveClassification(name: string, is_sanctioned: boolean | null, action_type?: ActionType | null) {
  return request('POST', `/saas-account/${path(name)}`, { body: { is_sanctioned, action_type: is_sanctioned === false ? action_type : undefined }, schema: ok });
}

/** Add New from Catalog: 409 with 'This app already exist' when the app is classified already. */
export function addClassification(body: ClassifyBody) {
  return request('POST', '/saas-account', { body, schema: ok });
}

export function clearClassification(name: string) {
  return request('DELETE', `/saas-account/${path(name)}`, { schema: ok });
}

/** Bulk edit: all or nothing; a 400 lists each bad item in its issues. */
export function saveClassifications(applications: BulkItem[]) {
  return request('POST', '/saas-applications', { body: { applications }, schema: bulkResult });
}

export function saveCustomApp(body: CustomAppBody, existingName?: string) {
  return request('POST', existingName ? `/cust-saas/${path(existingName)}` : '/cust-saas', { body, schema: ok });
}

export function deleteCustomApp(name: string) {
  return request('DELETE', `/cust-saas/${path(name)}`, { schema: ok });
}

/** The uploaded image of an app, for <img src>: the call needs the bearer token, so callers fetch it as a blob. */
export async function fetchAppImage(name: string): Promise<Blob> {
  return (await apiFetch('GET', `/saas-image/${path(name)}`)).blob();
}

export function deleteAppImage(name: string) {
  return request('DELETE', `/saas-image/${path(name)}`, { schema: ok });
}

export function addCategory(name: string) {
  return request('POST', '/enums/category', { body: { name }, schema: appCategory });
}

export function renameCategory(id: string, name: string) {
  return request('POST', `/enums/category/${path(id)}`, { body: { name }, schema: appCategory });
}

export function addUnsanctionedCategory(name: string, action: ActionType) {
  return request('POST', '/unsanctioned-categories', { body: { name, action }, schema: ok });
}

export function updateUnsanctionedCategory(name: string, action: ActionType) {
  return request('POST', `/unsanctioned-categories/${path(name)}`, { body: { action }, schema: ok });
}

export function deleteUnsanctionedCategory(name: string) {
  return request('DELETE', `/unsanctioned-categories/${path(name)}`, { schema: ok });
}

/** CSV exports: the server builds the file (formulas neutralised); the name follows the spec's file names. */
export async function downloadInventoryCsv(query: Paged<InventoryQuery>): Promise<void> {
  const res = await apiFetch('GET', '/saas-inv', { query: { ...query, format: 'csv' } });
  downloadCsv(query.genai ? 'Gen AI Apps.csv' : 'SaaS Apps.csv', await res.text());
}

export async function downloadAppUsersCsv(name: string, query: Paged<DrillQuery>): Promise<void> {
  const res = await apiFetch('GET', `/saas-inv/${path(name)}/users`, { query: { ...query, format: 'csv' } });
  downloadCsv('SaaS App Users.csv', await res.text());
}
