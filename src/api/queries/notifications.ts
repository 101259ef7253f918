// Query factories and changes of mail (issue 16): the Notification Logs, the company's e-mail templates
// and the provider's defaults, every call made through the contract's notificationsApi.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint, countEndpoint, listEndpoint } from '../client';
import { notificationsApi, type EmailTrigger, type NotificationLogQuery, type TemplateBody } from '../contract/notifications';

export type NotificationLogFilters = Partial<Omit<NotificationLogQuery, 'page' | 'size'>>;
/** which templates: the company's (Policies › Email Templates) or the provider's defaults */
export type TemplateScope = 'account' | 'provider';

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

export const notificationQueries = {
  all: () => ['notifications'] as const,
  /** GET /notification-logs: one page of messages (rows, or null when the call failed) */
  logs: (query: NotificationLogFilters & { page: number; size: number }) =>
    queryOptions({ queryKey: [...notificationQueries.all(), 'logs', query] as const, queryFn: () => listEndpoint(notificationsApi.listNotificationLogs, { query }) }),
  logCount: (filters: NotificationLogFilters) =>
    queryOptions({ queryKey: [...notificationQueries.all(), 'log-count', filters] as const, queryFn: () => countEndpoint(notificationsApi.countNotificationLogs, { query: filters }) }),
  message: (id: string) =>
    queryOptions({ queryKey: [...notificationQueries.all(), 'message', id] as const, queryFn: () => callEndpoint(notificationsApi.getNotificationLog, { params: { id } }) }),
  templates: (scope: TemplateScope) =>
    queryOptions({ queryKey: [...notificationQueries.all(), 'templates', scope] as const, queryFn: () => listEndpoint(api[scope].list) }),
  template: (scope: TemplateScope, trigger: EmailTrigger) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'templates', scope, trigger] as const,
      queryFn: () => callEndpoint(api[scope].get, { params: { trigger } }),
    }),
};

function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...notificationQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) => context.client.invalidateQueries({ queryKey: notificationQueries.all() }),
  });
}

export const notificationMutations = {
  retry: () => change('retry', (id: string) => callEndpoint(notificationsApi.retryNotification, { params: { id } })),
  saveTemplate: (scope: TemplateScope) =>
    change(`save-${scope}`, ({ trigger, body }: { trigger: EmailTrigger; body: TemplateBody }) =>
      callEndpoint(api[scope].save, { params: { trigger }, body }, { globalErrors: false }),
    ),
  resetTemplate: (scope: TemplateScope) => change(`reset-${scope}`, (trigger: EmailTrigger) => callEndpoint(api[scope].reset, { params: { trigger } })),
};

/** POST …/preview: the template rendered with sample values; a 400 names what is wrong. Not a change: nothing to invalidate. */
export function previewTemplate(scope: TemplateScope, trigger: EmailTrigger, body: TemplateBody) {
  return callEndpoint(api[scope].preview, { params: { trigger }, body }, { globalErrors: false });
}
