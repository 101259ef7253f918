// Query factories of the website inventory (issue 5; spec part 2 §7 "Website inventory"): /inventory-websites,
// /websites-users/{name} and its reports, /website-categories and /categories-users/{name}.
import { queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../commands/download-csv';
import { apiFetch, getCount, getList, request, type Query } from '../client';
import {
  categoryUserReport,
  categoryUserRow,
  websiteCategoryName,
  websiteCategoryRow,
  websiteDetail,
  websiteDeviceRow,
  websiteEndpointReport,
  websiteFeedbackRow,
  websiteInventoryRow,
  websiteUserReport,
  websiteUserRow,
  WEBSITE_CSV_FILE,
  type CategoryListQuery,
  type DetailQuery,
  type WebsiteFeedbackBody,
  type WebsiteInventoryQuery,
  type WebsitePeopleQuery,
} from '../contract/websites';

type Filters<T> = Omit<T, 'page' | 'size'>;
const enc = encodeURIComponent;
const q = (value: object) => value as Query;

export const websiteQueries = {
  all: () => ['nonsaas-inv'] as const,
  /** GET /website-categories: the category catalog, readable with the Inventory or the Policies area (pickers) */
  categoryCatalog: () =>
    queryOptions({
      queryKey: [...websiteQueries.all(), 'category-catalog'] as const,
      queryFn: ({ signal }) => request('GET', '/website-categories', { schema: websiteCategoryName.array(), signal }),
      staleTime: 10 * 60_000,
    }),
  lists: () => [...websiteQueries.all(), 'list'] as const,
  /** GET /nonsaas-inv: rows, or null when the call failed */
  list: (query: Partial<WebsiteInventoryQuery>) =>
    queryOptions({ queryKey: [...websiteQueries.lists(), query] as const, queryFn: () => getList('/nonsaas-inv', q(query), websiteInventoryRow) }),
  /** HEAD /nonsaas-inv: the total, 0 on error */
  count: (filters: Partial<Filters<WebsiteInventoryQuery>>) =>
    queryOptions({ queryKey: [...websiteQueries.lists(), 'count', filters] as const, queryFn: () => getCount('/nonsaas-inv', q(filters)) }),
  details: () => [...websiteQueries.all(), 'detail'] as const,
  detail: (domain: string, range: Partial<DetailQuery>) =>
    queryOptions({
      queryKey: [...websiteQueries.details(), domain, range] as const,
      queryFn: ({ signal }) => request('GET', `/nonsaas-inv/${enc(domain)}`, { query: q(range), schema: websiteDetail, signal }),
    }),
  users: (domain: string, query: Partial<WebsitePeopleQuery>) =>
    queryOptions({ queryKey: [...websiteQueries.details(), domain, 'users', query] as const, queryFn: () => getList(`/nonsaas-inv/${enc(domain)}/users`, q(query), websiteUserRow) }),
  usersCount: (domain: string, filters: Partial<Filters<WebsitePeopleQuery>>) =>
    queryOptions({ queryKey: [...websiteQueries.details(), domain, 'users-count', filters] as const, queryFn: () => getCount(`/nonsaas-inv/${enc(domain)}/users`, q(filters)) }),
  devices: (domain: string, query: Partial<WebsitePeopleQuery>) =>
    queryOptions({ queryKey: [...websiteQueries.details(), domain, 'devices', query] as const, queryFn: () => getList(`/nonsaas-inv/${enc(domain)}/devices`, q(query), websiteDeviceRow) }),
  devicesCount: (domain: string, filters: Partial<Filters<WebsitePeopleQuery>>) =>
    queryOptions({ queryKey: [...websiteQueries.details(), domain, 'devices-count', filters] as const, queryFn: () => getCount(`/nonsaas-inv/${enc(domain)}/devices`, q(filters)) }),
  userReport: (domain: string, email: string, range: Partial<DetailQuery>) =>
    queryOptions({
      queryKey: [...websiteQueries.details(), domain, 'user-report', email, range] as const,
      queryFn: ({ signal }) => request('GET', `/nonsaas-inv/${enc(domain)}/users/${enc(email)}`, { query: q(range), schema: websiteUserReport, signal }),
    }),
  endpointReport: (domain: string, endpointId: string, range: Partial<DetailQuery>) =>
    queryOptions({
      queryKey: [...websiteQueries.details(), domain, 'endpoint-report', endpointId, range] as const,
      queryFn: ({ signal }) => request('GET', `/nonsaas-inv/${enc(domain)}/devices/${enc(endpointId)}`, { query: q(range), schema: websiteEndpointReport, signal }),
    }),
};

export const websiteCategoryQueries = {
  all: () => ['nonsaas-categories'] as const,
  lists: () => [...websiteCategoryQueries.all(), 'list'] as const,
  list: (query: Partial<CategoryListQuery>) =>
    queryOptions({ queryKey: [...websiteCategoryQueries.lists(), query] as const, queryFn: () => getList('/nonsaas-categories', q(query), websiteCategoryRow) }),
  count: (filters: Partial<Filters<CategoryListQuery>>) =>
    queryOptions({ queryKey: [...websiteCategoryQueries.lists(), 'count', filters] as const, queryFn: () => getCount('/nonsaas-categories', q(filters)) }),
  users: (category: string, query: Partial<WebsitePeopleQuery>) =>
    queryOptions({
      queryKey: [...websiteCategoryQueries.all(), 'detail', category, 'users', query] as const,
      queryFn: () => getList(`/nonsaas-categories/${enc(category)}/users`, q(query), categoryUserRow),
    }),
  usersCount: (category: string, filters: Partial<Filters<WebsitePeopleQuery>>) =>
    queryOptions({
      queryKey: [...websiteCategoryQueries.all(), 'detail', category, 'users-count', filters] as const,
      queryFn: () => getCount(`/nonsaas-categories/${enc(category)}/users`, q(filters)),
    }),
  userReport: (category: string, email: string, range: Partial<DetailQuery>) =>
    queryOptions({
      queryKey: [...websiteCategoryQueries.all(), 'detail', category, 'user-report', email, range] as const,
      queryFn: ({ signal }) => request('GET', `/nonsaas-categories/${enc(category)}/users/${enc(email)}`, { query: q(range), schema: categoryUserReport, signal }),
    }),
};

/** Saves the whole filtered list as 'Inventory Website.csv' (spec part 2 §7 "Exports"; page and size dropped). */
export async function downloadWebsitesCsv(filters: Partial<WebsiteInventoryQuery>): Promise<void> {
  const { page: _page, size: _size, ...rest } = filters;
  const res = await apiFetch('GET', '/nonsaas-inv', { query: { ...q(rest), format: 'csv' }, headers: { accept: 'text/csv' } });
  downloadCsv(WEBSITE_CSV_FILE, await res.text());
}

/** POST /feedback-websites/{id}: id is the domain. */
export function sendWebsiteFeedback(domain: string, body: WebsiteFeedbackBody) {
  return request('POST', `/feedback-websites/${enc(domain)}`, { body, schema: websiteFeedbackRow });
}

