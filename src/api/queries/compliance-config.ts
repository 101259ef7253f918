// Query factories and changes of the compliance configuration (issue 23): frameworks (/framework-selection,
// /selected-frameworks), controls (/controls, /policies, /selected-control/:id) and endpoint firewall rules
// (/config-endpoints, /add-new-rule, /update-rule/:id). A change moves the policy version and what counts
// towards compliance, so it also refreshes the compliance report, the dashboard and the policy reach.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import { complianceConfigApi, type ControlListQuery, type FirewallRuleBody, type FirewallRuleListQuery, type UpdateControlBody } from '../contract/compliance-config';
import { complianceQueries } from './compliance';
import { dashboardQueries } from './dashboard';
import { policyStatusQueries } from './policy-status';

type Filters<T> = Omit<T, 'page' | 'size'>;

export const complianceConfigQueries = {
  all: () => ['compliance-config'] as const,
  frameworks: () =>
    queryOptions({ queryKey: [...complianceConfigQueries.all(), 'frameworks'] as const, queryFn: ({ signal }) => callEndpoint(complianceConfigApi.listFrameworks, {}, { signal }) }),
  controls: (query: Partial<ControlListQuery>) =>
    queryOptions({ queryKey: [...complianceConfigQueries.all(), 'controls', 'list', query] as const, queryFn: () => listEndpoint(complianceConfigApi.listControls, { query }) }),
  controlCount: (filters: Partial<Filters<ControlListQuery>>) =>
    queryOptions({
      queryKey: [...complianceConfigQueries.all(), 'controls', 'count', filters] as const,
      queryFn: () => countEndpoint(complianceConfigApi.countControls, { query: filters }),
    }),
  control: (key: string) =>
    queryOptions({
      queryKey: [...complianceConfigQueries.all(), 'controls', 'detail', key] as const,
      queryFn: ({ signal }) => callEndpoint(complianceConfigApi.getControl, { params: { key } }, { signal }),
    }),
  /** the provider's read-only view of a managed company's frameworks */
  companyFrameworks: (companyId: string) =>
    queryOptions({
      queryKey: [...complianceConfigQueries.all(), 'company', companyId, 'frameworks'] as const,
      queryFn: ({ signal }) => callEndpoint(complianceConfigApi.listCompanyFrameworks, { params: { id: companyId } }, { signal }),
    }),
  rules: (query: Partial<FirewallRuleListQuery>) =>
    queryOptions({ queryKey: [...complianceConfigQueries.all(), 'rules', 'list', query] as const, queryFn: () => listEndpoint(complianceConfigApi.listFirewallRules, { query }) }),
  ruleCount: (filters: Partial<Filters<FirewallRuleListQuery>>) =>
    queryOptions({
      queryKey: [...complianceConfigQueries.all(), 'rules', 'count', filters] as const,
      queryFn: () => countEndpoint(complianceConfigApi.countFirewallRules, { query: filters }),
    }),
  rule: (id: string) =>
    queryOptions({
      queryKey: [...complianceConfigQueries.all(), 'rules', 'detail', id] as const,
      queryFn: ({ signal }) => callEndpoint(complianceConfigApi.getFirewallRule, { params: { id } }, { signal }),
    }),
};

/** What a compliance configuration change refreshes (also used by the palette's actions). */
export async function invalidateComplianceViews(client: QueryClient): Promise<void> {
  await Promise.all([complianceConfigQueries, complianceQueries, dashboardQueries, policyStatusQueries].map((f) => client.invalidateQueries({ queryKey: f.all() })));
}

function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...complianceConfigQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) => invalidateComplianceViews(context.client),
  });
}

export const complianceConfigMutations = {
  selectFramework: () => change('select-framework', ({ id, selected }: { id: string; selected: boolean }) => callEndpoint(complianceConfigApi.selectFramework, { params: { id }, body: { selected } })),
  updateControl: () => change('update-control', ({ key, body }: { key: string; body: UpdateControlBody }) => callEndpoint(complianceConfigApi.updateControl, { params: { key }, body })),
  createRule: () => change('create-rule', (body: FirewallRuleBody) => callEndpoint(complianceConfigApi.createFirewallRule, { body })),
  updateRule: () => change('update-rule', ({ id, body }: { id: string; body: FirewallRuleBody }) => callEndpoint(complianceConfigApi.updateFirewallRule, { params: { id }, body })),
  deleteRule: () => change('delete-rule', (id: string) => callEndpoint(complianceConfigApi.deleteFirewallRule, { params: { id } })),
};
