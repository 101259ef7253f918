// The calls that change how an account treats SaaS apps (spec part 1 §7 "SaaS"). /saas-config, the
// add-app screens and the palette's Sanction / Unsanction actions all go through these hooks, so one
// change behaves the same wherever it is made.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ActionType, ClassifyBody, CustomAppBody, ReclassifyBody } from '../contract/saas';
import { APP_EXISTS_MESSAGE } from '../contract/saas';
import { ApiRequestError, request } from '../client';

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

// Every list that shows an app's access type reads one of these resources; their factories start
// their keys with these names (src/api/queries/saas.ts, dashboard.ts, websites.ts).
const AFFECTED_ROOTS: ReadonlySet<string> = new Set(['saas', 'saas-account', 'cust-saas', 'saas-inv', 'catalog', 'apps', 'dashboard', 'setup', 'unsanctioned-categories', 'saas-categories', 'policy-status']);

export function invalidateAppViews(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => AFFECTED_ROOTS.has(String(query.queryKey[0])) });
}

/**
 * spec part 1 §8: 403 or 409 on saving an app shows 'This app already exist'. These calls opt out of
 * the global 403 → /unauthorized routing; the screens that make them are shown only to roles that
 * may change policies, so a 403 here is the server refusing the app itself.
 */
export function saveAppErrorMessage(error: unknown): string | null {
  if (error instanceof ApiRequestError && (error.status === 403 || error.status === 409)) return APP_EXISTS_MESSAGE;
  return null;
}

const path = (base: string, name: string) => `${base}/${encodeURIComponent(name)}`;

/** POST /saas-account/{name}: THE call that changes one app's access. */
export function useChangeAppAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, change }: { name: string; change: AccessChange }) =>
      request('POST', path('/saas-account', name), { body: changeBody(change), globalErrors: false }),
    onSettled: () => invalidateAppViews(client),
  });
}

/** POST /saas-account {name,is_sanctioned,action_type}: classifies a catalog app for the first time. */
export function useClassifyApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassifyBody) => request('POST', '/saas-account', { body, globalErrors: false }),
    onSettled: () => invalidateAppViews(client),
  });
}

/** DELETE /saas-account/{name}: the app goes back to Unclassified. */
export function useRemoveAppClassification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request('DELETE', path('/saas-account', name)),
    onSettled: () => invalidateAppViews(client),
  });
}

/** POST /cust-saas: a custom app (spec part 1 §5: name, URL and category required). */
export function useCreateCustomApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomAppBody) => request('POST', '/cust-saas', { body, globalErrors: false }),
    onSettled: () => invalidateAppViews(client),
  });
}

/** DELETE /cust-saas/{name}. */
export function useDeleteCustomApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request('DELETE', path('/cust-saas', name)),
    onSettled: () => invalidateAppViews(client),
  });
}

/** POST /enums/category {name}: a category of the account's own, chosen for a custom app. */
export function useAddCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request('POST', '/enums/category', { body: { name } }),
    onSettled: () => invalidateAppViews(client),
  });
}

/** POST /unsanctioned-categories, POST /unsanctioned-categories/{name}, DELETE /unsanctioned-categories/{name}. */
export function useSaveUnsanctionedCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, action, isNew }: { name: string; action: ActionType; isNew: boolean }) =>
      isNew
        ? request('POST', '/unsanctioned-categories', { body: { name, action } })
        : request('POST', path('/unsanctioned-categories', name), { body: { action } }),
    onSettled: () => invalidateAppViews(client),
  });
}

export function useDeleteUnsanctionedCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request('DELETE', path('/unsanctioned-categories', name)),
    onSettled: () => invalidateAppViews(client),
  });
}
