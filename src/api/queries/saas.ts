// Query factories and changes of SaaS and Gen AI apps (spec part 1 §7 "SaaS", part 2 §7 "Gen AI"), every
// call made through the contract's saasApi. /saas-config, the add-app screens, the inventory's bulk edit
// and the palette's Sanction / Unsanction actions all change apps through saasMutations, so one change
// behaves the same wherever it is made.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { downloadCsv } from '../../ui/download-csv';
import { ApiRequestError, callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { MAX_PAGE_SIZE } from '../contract/common';
import {
  APP_EXISTS_MESSAGE,
  saasApi,
  type AccountAppsQuery,
  type ActionType,
  type BulkItem,
  type CatalogQuery,
  type CustomAppBody,
  type DrillQuery,
  type InventoryQuery,
  type RangeParams,
  type ReclassifyBody,
} from '../contract/saas';
import { dashboardQueries } from './dashboard';
import { policyStatusQueries } from './policy-status';
import { setupQueries } from './setup';

/** The inventory screens' list queries: their filters, one page. */
export type InventoryListQuery = InventoryQuery & { page: number; size: number };
export type DrillListQuery = DrillQuery & { page: number; size: number };
export type GenAiUsersListQuery = RangeParams & { page: number; size: number; q?: string; a?: string };

/** Counts and exports ignore the page, so paging does not refetch a total. */
const withoutPage = <T extends { page?: number; size?: number }>({ page: _page, size: _size, ...rest }: T) => rest;

/** Query strings carry booleans as 'true' / 'false' (the contract's booleanQuery). */
const withFlags = <T extends { genai?: boolean }>({ genai, ...rest }: T) => ({ ...rest, genai: genai === undefined ? undefined : genai ? ('true' as const) : ('false' as const) });

// spec part 2 §9: the picker's longest preset, for the palette's list of apps in use.
const RECENT_DAYS = 90;

export const saasQueries = {
  all: () => ['saas'] as const,
  /** GET /saas: the catalog with this company's access (rows, or null when the call failed) */
  catalog: (query: Partial<CatalogQuery>) =>
    queryOptions({ queryKey: [...saasQueries.all(), 'catalog', query] as const, queryFn: () => listEndpoint(saasApi.listCatalog, { query: withFlags(query) }) }),
  catalogCount: (filters: Partial<Omit<CatalogQuery, 'page' | 'size'>>) =>
    queryOptions({ queryKey: [...saasQueries.all(), 'catalog-count', filters] as const, queryFn: () => countEndpoint(saasApi.countCatalog, { query: withFlags(filters) }) }),
  /** The whole catalog in one page: the palette's apps for roles that may read it (issue 6). */
  wholeCatalog: () =>
    queryOptions({
      queryKey: [...saasQueries.all(), 'catalog-whole'] as const,
      queryFn: () => listEndpoint(saasApi.listCatalog, { query: { page: 1, size: MAX_PAGE_SIZE } }),
      staleTime: 60_000,
    }),
  /** GET /saas-account: the apps this company classified */
  accountApps: (query: Partial<AccountAppsQuery>) =>
    queryOptions({ queryKey: [...saasQueries.all(), 'account', query] as const, queryFn: () => listEndpoint(saasApi.listAccountApps, { query: withFlags(query) }) }),
  accountAppsCount: (filters: Partial<Omit<AccountAppsQuery, 'page' | 'size'>>) =>
    queryOptions({
      queryKey: [...saasQueries.all(), 'account-count', filters] as const,
      queryFn: () => countEndpoint(saasApi.countAccountApps, { query: withFlags(filters) }),
    }),
  categories: () =>
    queryOptions({
      queryKey: [...saasQueries.all(), 'categories'] as const,
      queryFn: ({ signal }) => callEndpoint(saasApi.listCategories, {}, { signal }),
      staleTime: 60_000,
    }),
  unsanctionedCategories: () =>
    queryOptions({
      queryKey: [...saasQueries.all(), 'unsanctioned-categories'] as const,
      queryFn: ({ signal }) => callEndpoint(saasApi.listUnsanctionedCategories, {}, { signal }),
    }),
};

/** The inventory (genai: true for the Gen AI inventory) and its drill-downs. */
export const saasInventoryQueries = {
  all: () => [...saasQueries.all(), 'inventory'] as const,
  lists: () => [...saasInventoryQueries.all(), 'list'] as const,
  /** GET /saas-inv: rows, or null when the call failed (spec part 2 §7) */
  list: (query: InventoryListQuery) =>
    queryOptions({ queryKey: [...saasInventoryQueries.lists(), query] as const, queryFn: () => listEndpoint(saasApi.listInventory, { query: withFlags(query) }) }),
  /** HEAD /saas-inv: the total, 0 on error */
  count: (query: InventoryListQuery) => {
    const filters = withoutPage(query);
    return queryOptions({
      queryKey: [...saasInventoryQueries.lists(), 'count', filters] as const,
      queryFn: () => countEndpoint(saasApi.countInventory, { query: withFlags(filters) }),
    });
  },
  /** The apps used over the picker's longest preset: the palette's apps for roles without the catalog. */
  recentApps: () =>
    queryOptions({
      queryKey: [...saasInventoryQueries.lists(), 'recent'] as const,
      queryFn: () => {
        const e = Date.now();
        const s = e - RECENT_DAYS * 86_400_000;
        return listEndpoint(saasApi.listInventory, { query: { page: 1, size: MAX_PAGE_SIZE, s, e, z: Intl.DateTimeFormat().resolvedOptions().timeZone } });
      },
      staleTime: 5 * 60_000,
    }),
  details: () => [...saasInventoryQueries.all(), 'detail'] as const,
  detail: (name: string, range: RangeParams) =>
    queryOptions({
      queryKey: [...saasInventoryQueries.details(), name, range] as const,
      queryFn: ({ signal }) => callEndpoint(saasApi.getInventoryApp, { params: { name }, query: range }, { signal }),
    }),
  users: (name: string, query: DrillListQuery) =>
    queryOptions({
      queryKey: [...saasInventoryQueries.details(), name, 'users', query] as const,
      queryFn: () => listEndpoint(saasApi.listAppUsers, { params: { name }, query }),
    }),
  usersCount: (name: string, query: DrillListQuery) => {
    const filters = withoutPage(query);
    return queryOptions({
      queryKey: [...saasInventoryQueries.details(), name, 'users-count', filters] as const,
      queryFn: () => countEndpoint(saasApi.countAppUsers, { params: { name }, query: filters }),
    });
  },
  devices: (name: string, query: DrillListQuery) =>
    queryOptions({
      queryKey: [...saasInventoryQueries.details(), name, 'devices', query] as const,
      queryFn: () => listEndpoint(saasApi.listAppDevices, { params: { name }, query }),
    }),
  devicesCount: (name: string, query: DrillListQuery) => {
    const filters = withoutPage(query);
    return queryOptions({
      queryKey: [...saasInventoryQueries.details(), name, 'devices-count', filters] as const,
      queryFn: () => countEndpoint(saasApi.countAppDevices, { params: { name }, query: filters }),
    });
  },
  userReport: (name: string, email: string, range: RangeParams) =>
    queryOptions({
      queryKey: [...saasInventoryQueries.details(), name, 'user-report', email, range] as const,
      queryFn: ({ signal }) => callEndpoint(saasApi.getAppUserReport, { params: { name, email }, query: range }, { signal }),
    }),
  deviceReport: (name: string, id: string, range: RangeParams) =>
    queryOptions({
      queryKey: [...saasInventoryQueries.details(), name, 'device-report', id, range] as const,
      queryFn: ({ signal }) => callEndpoint(saasApi.getAppDeviceReport, { params: { name, id }, query: range }, { signal }),
    }),
  /** GET /saas-inv-users (/gen-ai-user): the people using Gen AI apps */
  genAiUsers: (query: GenAiUsersListQuery) =>
    queryOptions({ queryKey: [...saasInventoryQueries.all(), 'genai-users', query] as const, queryFn: () => listEndpoint(saasApi.listGenAiUsers, { query }) }),
  genAiUsersCount: (query: GenAiUsersListQuery) => {
    const filters = withoutPage(query);
    return queryOptions({
      queryKey: [...saasInventoryQueries.all(), 'genai-users-count', filters] as const,
      queryFn: () => countEndpoint(saasApi.countGenAiUsers, { query: filters }),
    });
  },
};

// ---------- exports: the server builds the file (formulas neutralised), named as the spec names it ----------

export async function downloadInventoryCsv(query: InventoryListQuery): Promise<void> {
  const res = await fetchEndpoint(saasApi.listInventory, { query: { ...withFlags(withoutPage(query)), format: 'csv' } });
  downloadCsv(query.genai ? 'Gen AI Apps.csv' : 'SaaS Apps.csv', await res.text());
}

export async function downloadAppUsersCsv(name: string, query: DrillListQuery): Promise<void> {
  const res = await fetchEndpoint(saasApi.listAppUsers, { params: { name }, query: { ...withoutPage(query), format: 'csv' } });
  downloadCsv('SaaS App Users.csv', await res.text());
}

// ---------- changes ----------

/** What an app becomes: Sanctioned, Unsanctioned with its security action, or Unclassified again. */
export type AccessChange =
  | { readonly kind: 'sanction' }
  | { readonly kind: 'unsanction'; readonly action: ActionType }
  | { readonly kind: 'unclassify' };

export function changeBody(change: AccessChange): ReclassifyBody {
  switch (change.kind) {
    case 'sanction':
      return { is_sanctioned: true, action_type: null };
    case 'unsanction':
      return { is_sanctioned: false, action_type: change.action };
    case 'unclassify':
      return { is_sanctioned: null, action_type: null };
  }
}

/**
 * spec part 1 §8: 403 or 409 on saving an app shows 'This app already exist'. Adding a custom app opts out
 * of the global 403 → /unauthorized routing; the screens that change apps are shown only to roles that
 * may change policies, so a 403 here is the server refusing the app itself.
 */
export function saveAppErrorMessage(error: unknown): string | null {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 409)) return APP_EXISTS_MESSAGE;
  return null;
}

/**
 * Every view that shows an app's access or a figure built on it: the SaaS lists and the inventory, the
 * setup guide's recommendations, the dashboard's counts, and the policy reach (each change bumps the
 * policy version the agents fetch).
 */
function invalidateAppViews(client: QueryClient): Promise<unknown> {
  const affected = [saasQueries.all(), setupQueries.all(), dashboardQueries.all(), policyStatusQueries.all()];
  return Promise.all(affected.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** Each change refetches the affected views when it settles, whoever made it (useMutation(saasMutations.x())). */
function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...saasQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) => invalidateAppViews(context.client),
  });
}

export const saasMutations = {
  /** POST /saas-account/{name}: THE call that changes one app's access (screens, palette, AskCISO links). */
  changeAccess: () =>
    change('changeAccess', ({ name, change }: { name: string; change: AccessChange }) =>
      callEndpoint(saasApi.reclassifyApp, { params: { name }, body: changeBody(change) }),
    ),
  /** POST /saas-applications: a rejected batch stores nothing and lists each bad item. */
  classifyApps: () => change('classifyApps', (applications: BulkItem[]) => callEndpoint(saasApi.classifyApps, { body: { applications } })),
  addCustomApp: () => change('addCustomApp', (body: CustomAppBody) => callEndpoint(saasApi.addCustomApp, { body }, { globalErrors: false })),
  deleteCustomApp: () => change('deleteCustomApp', (name: string) => callEndpoint(saasApi.deleteCustomApp, { params: { name } })),
  /** POST /enums/category {name}: a category of the company's own, chosen for a custom app. */
  addCategory: () => change('addCategory', (name: string) => callEndpoint(saasApi.addCategory, { body: { name } })),
  renameCategory: () =>
    change('renameCategory', ({ id, name }: { id: string; name: string }) => callEndpoint(saasApi.renameCategory, { params: { id }, body: { name } })),
  saveUnsanctionedCategory: () =>
    change('saveUnsanctionedCategory', ({ name, action, isNew }: { name: string; action: ActionType; isNew: boolean }) =>
      isNew
        ? callEndpoint(saasApi.addUnsanctionedCategory, { body: { name, action } })
        : callEndpoint(saasApi.updateUnsanctionedCategory, { params: { name }, body: { action } }),
    ),
  deleteUnsanctionedCategory: () =>
    change('deleteUnsanctionedCategory', (name: string) => callEndpoint(saasApi.deleteUnsanctionedCategory, { params: { name } })),
};
