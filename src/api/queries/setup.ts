// Query factories of the setup guide (spec part 2 §4, §7 "Setup").
import { queryOptions } from '@tanstack/react-query';
import { accountStatus } from '../contract/accounts';
import {
  setupBlockedCategory,
  setupSaasApp,
  setupSaasCategory,
  setupStatus,
  type SetupPreferencesBody,
  type SetupSaasAppsQuery,
  type SetupStepId,
} from '../contract/setup';
import { enumsResponse } from '../contract/meta';
import { getCount, getList, request } from '../client';

/**
 * The guide runs in the background of every screen: a refused or failed status call must not send the
 * admin to /unauthorized or the sign-in page, so these calls handle their errors themselves.
 */
const background = { globalErrors: false } as const;

export function fetchSetupStatus() {
  return request('GET', '/account-setup-status', { schema: setupStatus, ...background });
}

export function fetchAccountStatus() {
  return request('GET', '/account-status', { schema: accountStatus, ...background });
}

export function startSetupRequest() {
  return request('POST', '/account-setup-start', { body: {}, schema: accountStatus, ...background });
}

export function visitStepRequest(step: SetupStepId) {
  return request('POST', '/account-setup-steps', { body: { step }, schema: setupStatus });
}

export function setupPreferencesRequest(body: SetupPreferencesBody) {
  return request('POST', '/account-setup-preferences', { body, schema: setupStatus });
}

export const setupQueries = {
  /** Step 1 shows how far the company got: HEAD /users counts its people, GET /enums names its groups. */
  peopleCount: (accountId: string) => queryOptions({ queryKey: [...setupQueries.all(), 'people', accountId] as const, queryFn: () => getCount('/users') }),
  groups: (accountId: string) =>
    queryOptions({ queryKey: [...setupQueries.all(), 'groups', accountId] as const, queryFn: async () => (await request('GET', '/enums', { schema: enumsResponse })).groups }),
  all: () => ['setup'] as const,
  /** keyed by account: a company switch must never show the previous company's steps */
  status: (accountId: string) =>
    queryOptions({ queryKey: [...setupQueries.all(), 'status', accountId] as const, queryFn: fetchSetupStatus }),
  /** GET /account-setup-saas-apps: rows, or null when the call failed (spec part 2 §7) */
  saasApps: (accountId: string, query: SetupSaasAppsQuery) =>
    queryOptions({ queryKey: [...setupQueries.all(), 'saas-apps', accountId, query] as const, queryFn: () => getList('/account-setup-saas-apps', query, setupSaasApp) }),
  /** HEAD /account-setup-saas-apps: the total in x-size, 0 on error */
  saasAppsCount: (accountId: string, filters: Omit<SetupSaasAppsQuery, 'page' | 'size'>) =>
    queryOptions({ queryKey: [...setupQueries.all(), 'saas-apps-count', accountId, filters] as const, queryFn: () => getCount('/account-setup-saas-apps', filters) }),
  saasCategories: (accountId: string) =>
    queryOptions({ queryKey: [...setupQueries.all(), 'saas-categories', accountId] as const, queryFn: () => getList('/account-setup-saas-apps-categories', {}, setupSaasCategory) }),
  blockedCategories: (accountId: string) =>
    queryOptions({
      queryKey: [...setupQueries.all(), 'blocked-categories', accountId] as const,
      queryFn: () => getList('/account-setup-blocked-saas-categories', {}, setupBlockedCategory),
    }),
};
