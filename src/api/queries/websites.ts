// Query factories of the website inventory (issue 5; spec part 2 §7 "Website inventory"): /inventory-websites,
// /websites-users/{name} and its reports, /website-categories and /categories-users/{name}.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { MAX_PAGE_SIZE } from '../contract/common';
import {
  websitesApi,
  WEBSITE_CSV_FILE,
  type CategoryListQuery,
  type DetailQuery,
  type WebsiteFeedbackBody,
  type WebsiteInventoryQuery,
  type WebsitePeopleQuery,
} from '../contract/websites';

type Filters<T> = Omit<T, 'page' | 'size'>;

// The picker's longest preset (spec part 2 §9: 90 days), so a site used once last month is found.
const PALETTE_DAYS = 90;

export const websiteQueries = {
  all: () => ['nonsaas-inv'] as const,
  /** GET /website-categories: the category catalog, readable with the Inventory or the Policies area (pickers) */
  categoryCatalog: () =>
    queryOptions({
      queryKey: [...websiteQueries.all(), 'category-catalog'] as const,
      queryFn: ({ signal }) => callEndpoint(websitesApi.listCategoryCatalog, {}, { signal }),
      staleTime: 10 * 60_000,
    }),
  /** The palette's websites (issue 6 "entities"): the most used of the last 90 days, fetched when the palette first needs them. */
  palette: () =>
    queryOptions({
      queryKey: [...websiteQueries.all(), 'palette', 'list'] as const,
      queryFn: () => {
        const e = Date.now();
        const s = e - PALETTE_DAYS * 86_400_000;
        const z = Intl.DateTimeFormat().resolvedOptions().timeZone;
        return listEndpoint(websitesApi.listInventory, { query: { page: 1, size: MAX_PAGE_SIZE, s, e, z, sb: 'weighted_duration', so: 'desc' } });
      },
      staleTime: 5 * 60_000,
    }),
  lists: () => [...websiteQueries.all(), 'list'] as const,
  /** GET /nonsaas-inv: rows, or null when the call failed */
  list: (query: Partial<WebsiteInventoryQuery>) =>
    queryOptions({ queryKey: [...websiteQueries.lists(), query] as const, queryFn: () => listEndpoint(websitesApi.listInventory, { query }) }),
  /** HEAD /nonsaas-inv: the total, 0 on error */
  count: (filters: Partial<Filters<WebsiteInventoryQuery>>) =>
    queryOptions({ queryKey: [...websiteQueries.lists(), 'count', filters] as const, queryFn: () => countEndpoint(websitesApi.countInventory, { query: filters }) }),
  details: () => [...websiteQueries.all(), 'detail'] as const,
  detail: (domain: string, range: Partial<DetailQuery>) =>
    queryOptions({
      queryKey: [...websiteQueries.details(), domain, range] as const,
      queryFn: ({ signal }) => callEndpoint(websitesApi.getWebsite, { params: { name: domain }, query: range }, { signal }),
    }),
  users: (domain: string, query: Partial<WebsitePeopleQuery>) =>
    queryOptions({
      queryKey: [...websiteQueries.details(), domain, 'users', query] as const,
      queryFn: () => listEndpoint(websitesApi.listWebsiteUsers, { params: { name: domain }, query }),
    }),
  usersCount: (domain: string, filters: Partial<Filters<WebsitePeopleQuery>>) =>
    queryOptions({
      queryKey: [...websiteQueries.details(), domain, 'users-count', filters] as const,
      queryFn: () => countEndpoint(websitesApi.countWebsiteUsers, { params: { name: domain }, query: filters }),
    }),
  devices: (domain: string, query: Partial<WebsitePeopleQuery>) =>
    queryOptions({
      queryKey: [...websiteQueries.details(), domain, 'devices', query] as const,
      queryFn: () => listEndpoint(websitesApi.listWebsiteDevices, { params: { name: domain }, query }),
    }),
  devicesCount: (domain: string, filters: Partial<Filters<WebsitePeopleQuery>>) =>
    queryOptions({
      queryKey: [...websiteQueries.details(), domain, 'devices-count', filters] as const,
      queryFn: () => countEndpoint(websitesApi.countWebsiteDevices, { params: { name: domain }, query: filters }),
    }),
  userReport: (domain: string, email: string, range: Partial<DetailQuery>) =>
    queryOptions({
      queryKey: [...websiteQueries.details(), domain, 'user-report', email, range] as const,
      queryFn: ({ signal }) => callEndpoint(websitesApi.getWebsiteUserReport, { params: { name: domain, email }, query: range }, { signal }),
    }),
  endpointReport: (domain: string, endpointId: string, range: Partial<DetailQuery>) =>
    queryOptions({
      queryKey: [...websiteQueries.details(), domain, 'endpoint-report', endpointId, range] as const,
      queryFn: ({ signal }) => callEndpoint(websitesApi.getWebsiteEndpointReport, { params: { name: domain, id: endpointId }, query: range }, { signal }),
    }),
};

export const websiteCategoryQueries = {
  all: () => ['nonsaas-categories'] as const,
  lists: () => [...websiteCategoryQueries.all(), 'list'] as const,
  list: (query: Partial<CategoryListQuery>) =>
    queryOptions({ queryKey: [...websiteCategoryQueries.lists(), query] as const, queryFn: () => listEndpoint(websitesApi.listCategories, { query }) }),
  count: (filters: Partial<Filters<CategoryListQuery>>) =>
    queryOptions({ queryKey: [...websiteCategoryQueries.lists(), 'count', filters] as const, queryFn: () => countEndpoint(websitesApi.countCategories, { query: filters }) }),
  users: (category: string, query: Partial<WebsitePeopleQuery>) =>
    queryOptions({
      queryKey: [...websiteCategoryQueries.all(), 'detail', category, 'users', query] as const,
      queryFn: () => listEndpoint(websitesApi.listCategoryUsers, { params: { name: category }, query }),
    }),
  usersCount: (category: string, filters: Partial<Filters<WebsitePeopleQuery>>) =>
    queryOptions({
      queryKey: [...websiteCategoryQueries.all(), 'detail', category, 'users-count', filters] as const,
      queryFn: () => countEndpoint(websitesApi.countCategoryUsers, { params: { name: category }, query: filters }),
    }),
  userReport: (category: string, email: string, range: Partial<DetailQuery>) =>
    queryOptions({
      queryKey: [...websiteCategoryQueries.all(), 'detail', category, 'user-report', email, range] as const,
      queryFn: ({ signal }) => callEndpoint(websitesApi.getCategoryUserReport, { params: { name: category, email }, query: range }, { signal }),
    }),
};

/** Saves the whole filtered list as 'Inventory Website.csv' (spec part 2 §7 "Exports"; page and size dropped). */
export async function downloadWebsitesCsv(filters: Partial<WebsiteInventoryQuery>): Promise<void> {
  const { page: _page, size: _size, ...rest } = filters;
  const res = await fetchEndpoint(websitesApi.listInventory, { query: { ...rest, format: 'csv' } }, { headers: { accept: 'text/csv' } });
  downloadCsv(WEBSITE_CSV_FILE, await res.text());
}

export const websiteMutations = {
  /** POST /feedback-websites/{id}: id is the domain. A suggestion changes no figure, so nothing is refetched. */
  sendFeedback: () =>
    mutationOptions({
      mutationKey: [...websiteQueries.all(), 'feedback'],
      mutationFn: ({ domain, body }: { domain: string; body: WebsiteFeedbackBody }) => callEndpoint(websitesApi.sendFeedback, { params: { id: domain }, body }),
    }),
};
