// Query factories and calls of the setup guide (spec part 2 §4, §7 "Setup"), through the contract's setupApi.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { accountsApi } from '../contract/accounts';
import { metaApi } from '../contract/meta';
import { setupApi, type SetupPreferencesBody, type SetupSaasAppsQuery, type SetupStepId } from '../contract/setup';
import { usersApi } from '../contract/users';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';

/**
 * The guide runs in the background of every screen: a refused or failed status call must not send the
 * admin to /unauthorized or the sign-in page, so these calls handle their errors themselves.
 */
const background = { globalErrors: false } as const;

export function fetchSetupStatus() {
  return callEndpoint(setupApi.getSetupStatus, {}, background);
}

export function fetchAccountStatus() {
  return callEndpoint(accountsApi.getAccountStatus, {}, background);
}

export function startSetupRequest() {
  return callEndpoint(setupApi.startSetup, { body: {} }, background);
}

export const setupQueries = {
  all: () => ['setup'] as const,
  /** Step 1 shows how far the company got: HEAD /users counts its people, GET /enums names its groups. */
  peopleCount: (accountId: string) =>
    queryOptions({ queryKey: [...setupQueries.all(), 'people', accountId] as const, queryFn: () => countEndpoint(usersApi.countUsers, {}) }),
  groups: (accountId: string) =>
    queryOptions({
      queryKey: [...setupQueries.all(), 'groups', accountId] as const,
      queryFn: async ({ signal }) => (await callEndpoint(metaApi.getEnums, {}, { signal })).groups,
    }),
  /** keyed by account: a company switch must never show the previous company's steps */
  status: (accountId: string) => queryOptions({ queryKey: [...setupQueries.all(), 'status', accountId] as const, queryFn: fetchSetupStatus }),
  /** GET /account-setup-saas-apps: rows, or null when the call failed (spec part 2 §7) */
  saasApps: (accountId: string, query: SetupSaasAppsQuery) =>
    queryOptions({
      queryKey: [...setupQueries.all(), 'saas-apps', accountId, query] as const,
      queryFn: () => listEndpoint(setupApi.listSetupSaasApps, { query }),
    }),
  /** HEAD /account-setup-saas-apps: the total in x-size, 0 on error */
  saasAppsCount: (accountId: string, filters: Omit<SetupSaasAppsQuery, 'page' | 'size'>) =>
    queryOptions({
      queryKey: [...setupQueries.all(), 'saas-apps-count', accountId, filters] as const,
      queryFn: () => countEndpoint(setupApi.countSetupSaasApps, { query: filters }),
    }),
  saasCategories: (accountId: string) =>
    queryOptions({
      queryKey: [...setupQueries.all(), 'saas-categories', accountId] as const,
      queryFn: () => listEndpoint(setupApi.listSetupSaasCategories, {}),
    }),
  blockedCategories: (accountId: string) =>
    queryOptions({
      queryKey: [...setupQueries.all(), 'blocked-categories', accountId] as const,
      queryFn: () => listEndpoint(setupApi.listSetupBlockedCategories, {}),
    }),
};

/** The guide's two writes; each answers the company's new status, which the caller puts in the cache. */
export const setupMutations = {
  visitStep: () =>
    mutationOptions({ mutationKey: [...setupQueries.all(), 'visit'], mutationFn: (step: SetupStepId) => callEndpoint(setupApi.visitSetupStep, { body: { step } }) }),
  savePreferences: () =>
    mutationOptions({
      mutationKey: [...setupQueries.all(), 'preferences'],
      mutationFn: (body: SetupPreferencesBody) => callEndpoint(setupApi.saveSetupPreferences, { body }),
    }),
};
