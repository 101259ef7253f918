// Query factories and changes of mail (issue 16): the Notification Logs, the company's e-mail templates
// and the provider's defaults, every call made through the contract's notificationsApi.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import { notificationsApi, type EmailTrigger, type NotificationLogQuery, type TemplateBody } from '../contract/notifications';
import { providerQueries } from './provider';

export type NotificationLogFilters = Partial<Omit<NotificationLogQuery, 'page' | 'size'>>;
/**
 * Which templates: the company's (Policies › Email Templates), the provider's defaults, or a managed
 * company's as its provider operator edits them (`company:<id>`, /add-email-template).
 */
export type TemplateScope = 'account' | 'provider' | `company:${string}`;

const api = {
  account: {
    list: notificationsApi.listAccountEmailTemplates,
    get: notificationsApi.getAccountEmailTemplate,
    save: notificationsApi.saveAccountEmailTemplate,
    reset: notificationsApi.resetAccountEmailTemplate,
    preview: notificationsApi.previewAccountEmailTemplate,
  },
  provider: {
    list: notificationsApi.listDefaultEmailTemplates,
    get: notificationsApi.getDefaultEmailTemplate,
    save: notificationsApi.saveDefaultEmailTemplate,
    reset: notificationsApi.resetDefaultEmailTemplate,
    preview: notificationsApi.previewDefaultEmailTemplate,
  },
} as const;

const companyOf = (scope: TemplateScope): string | null => (scope.startsWith('company:') ? scope.slice('company:'.length) : null);

/** GET one template of the scope */
function getTemplate(scope: TemplateScope, trigger: EmailTrigger) {
  const id = companyOf(scope);
  if (id) return callEndpoint(notificationsApi.getCompanyEmailTemplate, { params: { id, trigger } });
  return callEndpoint(api[scope as 'account' | 'provider'].get, { params: { trigger } });
}

/** POST one template of the scope (its 400 is shown on the form, not as a global error) */
function saveTemplate(scope: TemplateScope, trigger: EmailTrigger, body: TemplateBody) {
  const id = companyOf(scope);
  if (id) return callEndpoint(notificationsApi.saveCompanyEmailTemplate, { params: { id, trigger }, body }, { globalErrors: false });
  return callEndpoint(api[scope as 'account' | 'provider'].save, { params: { trigger }, body }, { globalErrors: false });
}

/** DELETE one template of the scope: back to the default */
function resetTemplate(scope: TemplateScope, trigger: EmailTrigger) {
  const id = companyOf(scope);
  if (id) return callEndpoint(notificationsApi.resetCompanyEmailTemplate, { params: { id, trigger } });
  return callEndpoint(api[scope as 'account' | 'provider'].reset, { params: { trigger } });
}

export const notificationQueries = {
  all: () => ['notifications'] as const,
  /** GET /notification-logs: one page of messages (rows, or null when the call failed) */
  logs: (query: NotificationLogFilters & { page: number; size: number }) =>
    queryOptions({ queryKey: [...notificationQueries.all(), 'logs', query] as const, queryFn: () => listEndpoint(notificationsApi.listNotificationLogs, { query }) }),
  logCount: (filters: NotificationLogFilters) =>
    queryOptions({ queryKey: [...notificationQueries.all(), 'log-count', filters] as const, queryFn: () => countEndpoint(notificationsApi.countNotificationLogs, { query: filters }) }),
  message: (id: string) =>
    queryOptions({ queryKey: [...notificationQueries.all(), 'message', id] as const, queryFn: () => callEndpoint(notificationsApi.getNotificationLog, { params: { id } }) }),
  templates: (scope: 'account' | 'provider') =>
    queryOptions({ queryKey: [...notificationQueries.all(), 'templates', scope] as const, queryFn: () => listEndpoint(api[scope].list) }),
  template: (scope: TemplateScope, trigger: EmailTrigger) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'templates', scope, trigger] as const,
      queryFn: () => getTemplate(scope, trigger),
    }),
};

function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>, alsoStale: readonly (readonly unknown[])[] = []) {
  return mutationOptions({
    mutationKey: [...notificationQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) =>
      Promise.all([notificationQueries.all(), ...alsoStale].map((queryKey) => context.client.invalidateQueries({ queryKey }))),
  });
}

/** a managed company's template also shows in the provider's view of the company (its Configurations tab) */
const staleWith = (scope: TemplateScope) => (companyOf(scope) ? [providerQueries.all()] : []);

export const notificationMutations = {
  retry: () => change('retry', (id: string) => callEndpoint(notificationsApi.retryNotification, { params: { id } })),
  saveTemplate: (scope: TemplateScope) =>
    change(`save-${scope}`, ({ trigger, body }: { trigger: EmailTrigger; body: TemplateBody }) => saveTemplate(scope, trigger, body), staleWith(scope)),
  resetTemplate: (scope: TemplateScope) => change(`reset-${scope}`, (trigger: EmailTrigger) => resetTemplate(scope, trigger), staleWith(scope)),
};

/** POST …/preview: the template rendered with sample values; a 400 names what is wrong. Not a change: nothing to invalidate. */
export function previewTemplate(scope: TemplateScope, trigger: EmailTrigger, body: TemplateBody) {
  // a company's template renders as the provider's default does: the preview is pure rendering
  const endpoint = companyOf(scope) ? api.provider.preview : api[scope as 'account' | 'provider'].preview;
  return callEndpoint(endpoint, { params: { trigger }, body }, { globalErrors: false });
}
