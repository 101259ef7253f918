// Query factories of the policy reach (issue 5 enforcement): how far the current policy version has got.
import { queryOptions } from '@tanstack/react-query';
import { policyStatusApi, type PolicyStatus } from '../contract/policy-status';
import { callEndpoint } from '../client';

/** While online endpoints still run an older version the count moves every few seconds; otherwise it rarely does. */
export const ROLLING_OUT_REFETCH_MS = 3_000;
export const SETTLED_REFETCH_MS = 30_000;

export function fetchPolicyStatus(): Promise<PolicyStatus> {
  return callEndpoint(policyStatusApi.status, undefined, { globalErrors: false });
}

export const isRollingOut = (s: PolicyStatus | undefined) => !!s && s.applied_online < s.online;

export const policyStatusQueries = {
  all: () => ['policy-status'] as const,
  /** keyed by account: a company switch never shows the previous company's reach */
  detail: (accountId: string) =>
    queryOptions({
      queryKey: [...policyStatusQueries.all(), accountId] as const,
      queryFn: fetchPolicyStatus,
      refetchInterval: (query) => (isRollingOut(query.state.data) ? ROLLING_OUT_REFETCH_MS : SETTLED_REFETCH_MS),
    }),
};
