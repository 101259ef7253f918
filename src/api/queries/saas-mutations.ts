// The calls that change how an account treats SaaS apps (spec part 1 §7 "SaaS"). /saas-config, the
// add-app screens and the palette's Sanction / Unsanction actions all go through these hooks, so one
// change behaves the same wherever it is made.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ActionType, ClassifyBody, CustomAppBody, ReclassifyBody } from '../contract/saas';
import { APP_EXISTS_MESSAGE } from '../contract/saas';
import { ApiRequestError, request } from '../client';
import {
  addCategory, addUnsanctionedCategory, clearClassification, deleteCustomApp, deleteUnsanctionedCategory, renameCategory, saveClassification,
  updateUnsanctionedCategory,
} from './saas';

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

/** POST /saas-account/{name} (saveClassification): THE call that changes one app's access. */
export function useChangeAppAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, change }: { name: string; change: AccessChange }) => {
      const body = changeBody(change);
      return saveClassification(name, body.is_sanctioned, body.action_type);
    },
    onSettled: () => invalidateAppViews(client),
  });
}

/**
 * POST /saas-account and POST /cust-saas are the saves of spec part 1 §8 whose 403 or 409 shows
 * 'This app already exist'; unlike saas.ts's calls they keep a 403 from routing to /unauthorized.
 */
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
    mutationFn: (name: string) => clearClassification(name),
    onSettled: () => invalidateAppViews(client),
  });
}

export function useCreateCustomApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomAppBody) => request('POST', '/cust-saas', { body, globalErrors: false }),
    onSettled: () => invalidateAppViews(client),
  });
}

export function useDeleteCustomApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => deleteCustomApp(name),
    onSettled: () => invalidateAppViews(client),
  });
}

/** POST /enums/category {name}: a category of the account's own, chosen for a custom app. */
export function useAddCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => addCategory(name),
    onSettled: () => invalidateAppViews(client),
  });
}

/** POST /enums/category/{id} {name}: renames one of the account's own categories. */
export function useRenameCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameCategory(id, name),
    onSettled: () => invalidateAppViews(client),
  });
}

export function useSaveUnsanctionedCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, action, isNew }: { name: string; action: ActionType; isNew: boolean }) =>
      isNew ? addUnsanctionedCategory(name, action) : updateUnsanctionedCategory(name, action),
    onSettled: () => invalidateAppViews(client),
  });
}

export function useDeleteUnsanctionedCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => deleteUnsanctionedCategory(name),
    onSettled: () => invalidateAppViews(client),
  });
}
