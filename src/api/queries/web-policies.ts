// Query factories and mutations of the web policies (issue 5): /config-websites, /blocked-category/{name},
// /add-websites, /add-blocked-category, /geo-fencing, /add-geofencing, /update-geofencing/{name},
// /excluded-domains and its add/update screens. Every mutation bumps the account's policy version.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { getCount, getList, request, type Query } from '../client';
import {
  blockedCategoryRow,
  blockedWebsiteRow,
  bypassRow,
  geoFenceRow,
  policyChange,
  type BlockedCategoryBody,
  type BlockedWebsitesBody,
  type BlockedWebsitesQuery,
  type BlockedWebsiteUpdateBody,
  type BypassBody,
  type BypassQuery,
  type GeoFenceBody,
  type GeoFenceQuery,
} from '../contract/web-policies';

type Filters<T> = Omit<T, 'page' | 'size'>;
const enc = encodeURIComponent;
const q = (value: object) => value as Query;

export const webPolicyQueries = {
  all: () => ['web-policies'] as const,
  blockedCategories: () =>
    queryOptions({ queryKey: [...webPolicyQueries.all(), 'blocked-category'] as const, queryFn: () => getList('/blocked-category', {}, blockedCategoryRow) }),
  blockedWebsites: (query: Partial<BlockedWebsitesQuery>) =>
    queryOptions({ queryKey: [...webPolicyQueries.all(), 'blocked-websites', 'list', query] as const, queryFn: () => getList('/blocked-websites', q(query), blockedWebsiteRow) }),
  blockedWebsiteCount: (filters: Partial<Filters<BlockedWebsitesQuery>>) =>
    queryOptions({ queryKey: [...webPolicyQueries.all(), 'blocked-websites', 'count', filters] as const, queryFn: () => getCount('/blocked-websites', q(filters)) }),
  geoFences: (query: Partial<GeoFenceQuery>) =>
    queryOptions({ queryKey: [...webPolicyQueries.all(), 'geo-fencing', 'list', query] as const, queryFn: () => getList('/geo-fencing', q(query), geoFenceRow) }),
  geoFenceCount: (filters: Partial<Filters<GeoFenceQuery>>) =>
    queryOptions({ queryKey: [...webPolicyQueries.all(), 'geo-fencing', 'count', filters] as const, queryFn: () => getCount('/geo-fencing', q(filters)) }),
  /** by id or by name (the /update-geofencing/:name screen) */
  geoFence: (idOrName: string) =>
    queryOptions({
      queryKey: [...webPolicyQueries.all(), 'geo-fencing', 'detail', idOrName] as const,
      queryFn: ({ signal }) => request('GET', `/geo-fencing/${enc(idOrName)}`, { schema: geoFenceRow, signal }),
    }),
  bypasses: (query: Partial<BypassQuery>) =>
    queryOptions({ queryKey: [...webPolicyQueries.all(), 'excluded-domains', 'list', query] as const, queryFn: () => getList('/excluded-domains', q(query), bypassRow) }),
  bypassCount: (filters: Partial<Filters<BypassQuery>>) =>
    queryOptions({ queryKey: [...webPolicyQueries.all(), 'excluded-domains', 'count', filters] as const, queryFn: () => getCount('/excluded-domains', q(filters)) }),
  bypass: (id: string) =>
    queryOptions({
      queryKey: [...webPolicyQueries.all(), 'excluded-domains', 'detail', id] as const,
      queryFn: ({ signal }) => request('GET', `/excluded-domains/${enc(id)}`, { schema: bypassRow, signal }),
    }),
};

/** Website access types, category usage and the policy reach all change with a web policy. */
const AFFECTED_ROOTS: ReadonlySet<string> = new Set(['web-policies', 'nonsaas-inv', 'nonsaas-categories', 'setup', 'dashboard', 'policy-status']);

export function invalidateWebPolicyViews(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => AFFECTED_ROOTS.has(String(query.queryKey[0])) });
}

/** Each change refetches the affected views when it settles, whoever made it (useMutation(webPolicyMutations.x())). */
function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...webPolicyQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) => invalidateWebPolicyViews(context.client),
  });
}

type Action = BlockedWebsiteUpdateBody['action'];

export const webPolicyMutations = {
  blockCategory: () => change('blockCategory', (body: BlockedCategoryBody) => request('POST', '/blocked-category', { body, schema: blockedCategoryRow })),
  deleteBlockedCategory: () => change('deleteBlockedCategory', (category: string) => request('DELETE', `/blocked-category/${enc(category)}`, { schema: policyChange })),
  blockWebsites: () => change('blockWebsites', (body: BlockedWebsitesBody) => request('POST', '/blocked-websites', { body, schema: blockedWebsiteRow.array() })),
  updateBlockedWebsite: () =>
    change('updateBlockedWebsite', ({ domain, body }: { domain: string; body: { action: Action } }) =>
      request('POST', `/blocked-websites/${enc(domain)}`, { body, schema: blockedWebsiteRow }),
    ),
  deleteBlockedWebsite: () => change('deleteBlockedWebsite', (domain: string) => request('DELETE', `/blocked-websites/${enc(domain)}`, { schema: policyChange })),
  createGeoFence: () => change('createGeoFence', (body: GeoFenceBody) => request('POST', '/geo-fencing', { body, schema: geoFenceRow })),
  updateGeoFence: () =>
    change('updateGeoFence', ({ id, body }: { id: string; body: GeoFenceBody }) => request('POST', `/geo-fencing/${enc(id)}`, { body, schema: geoFenceRow })),
  deleteGeoFence: () => change('deleteGeoFence', (id: string) => request('DELETE', `/geo-fencing/${enc(id)}`, { schema: policyChange })),
  createBypass: () => change('createBypass', (body: BypassBody) => request('POST', '/excluded-domains', { body, schema: bypassRow })),
  updateBypass: () =>
    change('updateBypass', ({ id, body }: { id: string; body: BypassBody }) => request('POST', `/excluded-domains/${enc(id)}`, { body, schema: bypassRow })),
  deleteBypass: () => change('deleteBypass', (id: string) => request('DELETE', `/excluded-domains/${enc(id)}`, { schema: policyChange })),
};

