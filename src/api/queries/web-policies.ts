// Query factories and mutations of the web policies (issue 5): /config-websites, /blocked-category/{name},
// /add-websites, /add-blocked-category, /geo-fencing, /add-geofencing, /update-geofencing/{name},
// /excluded-domains and its add/update screens. Every mutation bumps the account's policy version.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import {
  webPoliciesApi,
  type BlockedCategoryBody,
  type BlockedWebsitesBody,
  type BlockedWebsitesQuery,
  type BlockedWebsiteUpdateBody,
  type BypassBody,
  type BypassQuery,
  type GeoFenceBody,
  type GeoFenceQuery,
} from '../contract/web-policies';
import { dashboardQueries } from './dashboard';
import { policyStatusQueries } from './policy-status';
import { setupQueries } from './setup';
import { websiteCategoryQueries, websiteQueries } from './websites';

type Filters<T> = Omit<T, 'page' | 'size'>;

export const webPolicyQueries = {
  all: () => ['web-policies'] as const,
  blockedCategories: () =>
    queryOptions({ queryKey: [...webPolicyQueries.all(), 'blocked-category'] as const, queryFn: () => listEndpoint(webPoliciesApi.listBlockedCategories, {}) }),
  blockedWebsites: (query: Partial<BlockedWebsitesQuery>) =>
    queryOptions({
      queryKey: [...webPolicyQueries.all(), 'blocked-websites', 'list', query] as const,
      queryFn: () => listEndpoint(webPoliciesApi.listBlockedWebsites, { query }),
    }),
  blockedWebsiteCount: (filters: Partial<Filters<BlockedWebsitesQuery>>) =>
    queryOptions({
      queryKey: [...webPolicyQueries.all(), 'blocked-websites', 'count', filters] as const,
      queryFn: () => countEndpoint(webPoliciesApi.countBlockedWebsites, { query: filters }),
    }),
  geoFences: (query: Partial<GeoFenceQuery>) =>
    queryOptions({ queryKey: [...webPolicyQueries.all(), 'geo-fencing', 'list', query] as const, queryFn: () => listEndpoint(webPoliciesApi.listGeoFences, { query }) }),
  geoFenceCount: (filters: Partial<Filters<GeoFenceQuery>>) =>
    queryOptions({
      queryKey: [...webPolicyQueries.all(), 'geo-fencing', 'count', filters] as const,
      queryFn: () => countEndpoint(webPoliciesApi.countGeoFences, { query: filters }),
    }),
  /** by id or by name (the /update-geofencing/:name screen) */
  geoFence: (idOrName: string) =>
    queryOptions({
      queryKey: [...webPolicyQueries.all(), 'geo-fencing', 'detail', idOrName] as const,
      queryFn: ({ signal }) => callEndpoint(webPoliciesApi.getGeoFence, { params: { id: idOrName } }, { signal }),
    }),
  bypasses: (query: Partial<BypassQuery>) =>
    queryOptions({ queryKey: [...webPolicyQueries.all(), 'excluded-domains', 'list', query] as const, queryFn: () => listEndpoint(webPoliciesApi.listBypasses, { query }) }),
  bypassCount: (filters: Partial<Filters<BypassQuery>>) =>
    queryOptions({
      queryKey: [...webPolicyQueries.all(), 'excluded-domains', 'count', filters] as const,
      queryFn: () => countEndpoint(webPoliciesApi.countBypasses, { query: filters }),
    }),
  bypass: (id: string) =>
    queryOptions({
      queryKey: [...webPolicyQueries.all(), 'excluded-domains', 'detail', id] as const,
      queryFn: ({ signal }) => callEndpoint(webPoliciesApi.getBypass, { params: { id } }, { signal }),
    }),
};

/** A web policy changes websites' access types and actions, the categories' blocked flag, the setup steps, the dashboard and the policy reach. */
const affected = () => [webPolicyQueries, websiteQueries, websiteCategoryQueries, setupQueries, dashboardQueries, policyStatusQueries];

async function invalidateWebPolicyViews(client: QueryClient): Promise<void> {
  await Promise.all(affected().map((factory) => client.invalidateQueries({ queryKey: factory.all() })));
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
  blockCategory: () => change('blockCategory', (body: BlockedCategoryBody) => callEndpoint(webPoliciesApi.blockCategory, { body })),
  deleteBlockedCategory: () => change('deleteBlockedCategory', (category: string) => callEndpoint(webPoliciesApi.deleteBlockedCategory, { params: { id: category } })),
  blockWebsites: () => change('blockWebsites', (body: BlockedWebsitesBody) => callEndpoint(webPoliciesApi.blockWebsites, { body })),
  updateBlockedWebsite: () =>
    change('updateBlockedWebsite', ({ domain, body }: { domain: string; body: { action: Action } }) =>
      callEndpoint(webPoliciesApi.updateBlockedWebsite, { params: { domain }, body }),
    ),
  deleteBlockedWebsite: () => change('deleteBlockedWebsite', (domain: string) => callEndpoint(webPoliciesApi.deleteBlockedWebsite, { params: { domain } })),
  createGeoFence: () => change('createGeoFence', (body: GeoFenceBody) => callEndpoint(webPoliciesApi.createGeoFence, { body })),
  updateGeoFence: () => change('updateGeoFence', ({ id, body }: { id: string; body: GeoFenceBody }) => callEndpoint(webPoliciesApi.updateGeoFence, { params: { id }, body })),
  deleteGeoFence: () => change('deleteGeoFence', (id: string) => callEndpoint(webPoliciesApi.deleteGeoFence, { params: { id } })),
  createBypass: () => change('createBypass', (body: BypassBody) => callEndpoint(webPoliciesApi.createBypass, { body })),
  updateBypass: () => change('updateBypass', ({ id, body }: { id: string; body: BypassBody }) => callEndpoint(webPoliciesApi.updateBypass, { params: { id }, body })),
  deleteBypass: () => change('deleteBypass', (id: string) => callEndpoint(webPoliciesApi.deleteBypass, { params: { id } })),
};
