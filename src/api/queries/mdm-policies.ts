// Query factories and changes of the MDM app policies and browsers (issue 20): /add-app-policy,
// /edit-app-policy/:id, the app policy list (src/domain/mdm-policies) and /browsers. A change moves the
// policy version, so it also refreshes the policy reach figures.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import { mdmPoliciesApi, type AppPolicyBody, type AppPolicyFilters } from '../contract/mdm-policies';
import { policyStatusQueries } from './policy-status';

type Page = { page: number; size: number };

export const mdmPoliciesQueries = {
  all: () => ['mdm-policies'] as const,
  policies: (query: AppPolicyFilters & Partial<Page>) =>
    queryOptions({ queryKey: [...mdmPoliciesQueries.all(), 'policies', 'list', query] as const, queryFn: () => listEndpoint(mdmPoliciesApi.listAppPolicies, { query }) }),
  policyCount: (filters: AppPolicyFilters) =>
    queryOptions({
      queryKey: [...mdmPoliciesQueries.all(), 'policies', 'count', filters] as const,
      queryFn: () => countEndpoint(mdmPoliciesApi.countAppPolicies, { query: filters }),
    }),
  policy: (id: string) =>
    queryOptions({
      queryKey: [...mdmPoliciesQueries.all(), 'policies', 'detail', id] as const,
      queryFn: ({ signal }) => callEndpoint(mdmPoliciesApi.getAppPolicy, { params: { id } }, { signal }),
    }),
  policyDevices: (id: string, query: Partial<Page>) =>
    queryOptions({
      queryKey: [...mdmPoliciesQueries.all(), 'policies', 'devices', id, query] as const,
      queryFn: () => listEndpoint(mdmPoliciesApi.listAppPolicyDevices, { params: { id }, query }),
    }),
  policyDeviceCount: (id: string) =>
    queryOptions({
      queryKey: [...mdmPoliciesQueries.all(), 'policies', 'devices-count', id] as const,
      queryFn: () => countEndpoint(mdmPoliciesApi.countAppPolicyDevices, { params: { id } }),
    }),
  choices: () =>
    queryOptions({
      queryKey: [...mdmPoliciesQueries.all(), 'choices'] as const,
      queryFn: ({ signal }) => callEndpoint(mdmPoliciesApi.getAppPolicyChoices, {}, { signal }),
    }),
  browsers: () =>
    queryOptions({
      queryKey: [...mdmPoliciesQueries.all(), 'browsers', 'list'] as const,
      queryFn: ({ signal }) => callEndpoint(mdmPoliciesApi.listBrowsers, {}, { signal }),
    }),
  browser: (appName: string) =>
    queryOptions({
      queryKey: [...mdmPoliciesQueries.all(), 'browsers', 'detail', appName] as const,
      queryFn: ({ signal }) => callEndpoint(mdmPoliciesApi.getBrowser, { params: { appName } }, { signal }),
    }),
  browserDevices: (appName: string, query: Partial<Page>) =>
    queryOptions({
      queryKey: [...mdmPoliciesQueries.all(), 'browsers', 'devices', appName, query] as const,
      queryFn: () => listEndpoint(mdmPoliciesApi.listBrowserDevices, { params: { appName }, query }),
    }),
  browserDeviceCount: (appName: string) =>
    queryOptions({
      queryKey: [...mdmPoliciesQueries.all(), 'browsers', 'devices-count', appName] as const,
      queryFn: () => countEndpoint(mdmPoliciesApi.countBrowserDevices, { params: { appName } }),
    }),
};

function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...mdmPoliciesQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) =>
      Promise.all([mdmPoliciesQueries, policyStatusQueries].map((f) => context.client.invalidateQueries({ queryKey: f.all() }))),
  });
}

export const mdmPoliciesMutations = {
  createPolicy: () => change('create-policy', (body: AppPolicyBody) => callEndpoint(mdmPoliciesApi.createAppPolicy, { body })),
  updatePolicy: () => change('update-policy', ({ id, body }: { id: string; body: AppPolicyBody }) => callEndpoint(mdmPoliciesApi.updateAppPolicy, { params: { id }, body })),
  deletePolicy: () => change('delete-policy', (id: string) => callEndpoint(mdmPoliciesApi.deleteAppPolicy, { params: { id } })),
  decideBrowser: () =>
    change('decide-browser', ({ appName, allowed }: { appName: string; allowed: boolean }) => callEndpoint(mdmPoliciesApi.setBrowserDecision, { params: { appName }, body: { allowed } })),
};
