// Query factories for the signed-in account and the companies it can switch to (spec part 1 §3, §7).
import { queryOptions } from '@tanstack/react-query';
import { accountsApi, type CompanyListQuery } from '../contract/accounts';
import { callEndpoint, countEndpoint, listEndpoint, type RequestIdentity } from '../client';

export type CompanyFilters = Omit<CompanyListQuery, 'page' | 'size'>;

/**
 * GET /accounts answers the token's account. Right after a switch the caller passes the new identity
 * and handles errors itself (the switch shows them as a toast).
 */
export function fetchAccountDetails(identity?: RequestIdentity) {
  return callEndpoint(accountsApi.getAccount, {}, { identity, globalErrors: identity === undefined });
}

export const accountQueries = {
  all: () => ['account'] as const,
  /** keyed by account id: GET /accounts answers for the token's account */
  details: (accountId: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'details', accountId] as const,
      queryFn: () => fetchAccountDetails(),
      staleTime: 5 * 60_000,
    }),
};

export const companyQueries = {
  all: () => ['companies'] as const,
  lists: () => [...companyQueries.all(), 'list'] as const,
  /** GET /accessible-accounts: rows, or null when the call failed (spec part 2 §7) */
  list: (query: CompanyListQuery) =>
    queryOptions({
      queryKey: [...companyQueries.lists(), query] as const,
      queryFn: () => listEndpoint(accountsApi.listAccessibleAccounts, { query }),
    }),
  counts: () => [...companyQueries.all(), 'count'] as const,
  /** HEAD /accessible-accounts: the total in x-size, 0 on error */
  count: (filters: CompanyFilters) =>
    queryOptions({
      queryKey: [...companyQueries.counts(), filters] as const,
      queryFn: () => countEndpoint(accountsApi.countAccessibleAccounts, { query: filters }),
    }),
  /** GET /stats: the Pending, All and Active Accounts counters */
  stats: () =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'stats'] as const,
      queryFn: () => callEndpoint(accountsApi.getAccountStats, {}),
    }),
};
