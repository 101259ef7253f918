// Mail and notifications (issue 16): the Notification Logs (every message with its delivery status),
// the e-mail templates of a company and of the provider, and the calls that send messages to people
// (invitations, spec part 1 §7; non-compliance, disk-encryption and MDM notices, spec part 2 §7).
import { z } from 'zod';
import { canAdminister, canChangePolicies, canSeeLogs, canSeePolicies, isProviderOperator } from './access';
import { pageQuery, queryList, sortOrderSchema } from './common';
import { countOf, endpoint } from './endpoint';

export const MAIL_STATUSES = ['Queued', 'Sent', 'Failed', 'Stored'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const EMAIL_TRIGGERS = ['user-invitation', 'noncompliance-notice', 'disk-encryption-alert', 'non-mdm-alert', 'uninstall-key'] as const;
export type EmailTrigger = (typeof EMAIL_TRIGGERS)[number];

export const SUBJECT_MAX = 200;
export const HTML_MAX = 100_000;
export const TEXT_MAX = 50_000;
/** people or endpoints named in one call */
export const RECIPIENTS_MAX = 500;

const many = <T extends z.ZodType>(item: T) => queryList(item, 10);
const epochMs = z.coerce.number().int().min(0).max(8.64e15);

// ---------- Notification Logs ----------

export const NOTIFICATION_SORTS = ['time', 'recipient', 'status', 'template'] as const;

export const notificationLogQuery = pageQuery.extend({
  /** recipient, subject or related object */
  q: z.string().trim().max(200).optional(),
  status: many(z.enum(MAIL_STATUSES)),
  /** from and to, epoch ms, inclusive */
  s: epochMs.optional(),
  e: epochMs.optional(),
  sb: z.enum(NOTIFICATION_SORTS).default('time'),
  so: sortOrderSchema.default('desc'),
});
export type NotificationLogQuery = z.infer<typeof notificationLogQuery>;

export const notificationRow = z.object({
  id: z.string(),
  recipient: z.string(),
  template: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** the SMTP server's answer to the last try; null when none was made */
  smtp_response: z.string().nullable(),
  attempts: z.number().int(),
  time: z.string(),
  updated_at: z.string(),
  related: z.object({ type: z.string(), id: z.string(), label: z.string() }).nullable(),
  requested_by: z.string().nullable(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

export const notificationMessage = notificationRow.extend({ html: z.string(), text: z.string() });
export type NotificationMessage = z.infer<typeof notificationMessage>;

export const notificationIdParams = z.object({ id: z.uuid() });

// ---------- templates ----------

export const triggerParams = z.object({ trigger: z.enum(EMAIL_TRIGGERS) });
/** a managed company's template, for its provider operator */
export const companyTriggerParams = z.object({ id: z.uuid(), trigger: z.enum(EMAIL_TRIGGERS) });

export const templateBody = z.object({
  subject: z.string().trim().min(1, 'Enter a subject.').max(SUBJECT_MAX, `The subject is longer than ${SUBJECT_MAX} characters.`),
  html: z.string().trim().min(1, 'Enter the HTML part.').max(HTML_MAX, `The HTML part is longer than ${HTML_MAX} characters.`),
  text: z.string().trim().min(1, 'Enter the text part.').max(TEXT_MAX, `The text part is longer than ${TEXT_MAX} characters.`),
});
export type TemplateBody = z.infer<typeof templateBody>;

export const templateVariable = z.object({ name: z.string(), description: z.string(), sample: z.string() });

export const templateSummary = z.object({
  trigger: z.enum(EMAIL_TRIGGERS),
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  /** account: the company's own; provider: the provider's default; built-in: never edited */
  source: z.enum(['account', 'provider', 'built-in']),
  /** the company's override id, null when it uses the default */
  id: z.string().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type TemplateSummary = z.infer<typeof templateSummary>;

export const templateDetail = templateSummary.extend({
  html: z.string(),
  text: z.string(),
  variables: z.array(templateVariable),
  /** what resetting gives back */
  default: templateBody,
});
export type TemplateDetail = z.infer<typeof templateDetail>;

/** The template rendered with its variables' samples (HTML escaped as in a real message). */
export const templatePreview = templateBody;

// ---------- sending ----------

export const inviteBody = z.object({
  users: z.array(z.email('Enter a valid e-mail address.').max(254)).min(1, 'Choose at least one person.').max(RECIPIENTS_MAX),
});
export const devicesBody = z.object({
  devices: z.array(z.uuid('Not an endpoint id.')).min(1, 'Choose at least one endpoint.').max(RECIPIENTS_MAX),
});

export const sendResult = z.object({
  /** messages queued for delivery */
  queued: z.number().int(),
  /** who or what got no message, and why */
  skipped: z.array(z.object({ target: z.string(), reason: z.string() })),
});
export type SendResult = z.infer<typeof sendResult>;

const okResult = z.object({ ok: z.literal(true) });
const tag = 'notifications';

const listNotificationLogs = endpoint({
  method: 'GET', path: '/notification-logs', access: canSeeLogs, tag,
  description: "The company's messages, newest first: recipient, template, subject, delivery status and the SMTP answer.",
  query: notificationLogQuery, response: z.array(notificationRow),
});

export const notificationsApi = {
  listNotificationLogs,
  countNotificationLogs: countOf(listNotificationLogs),
  getNotificationLog: endpoint({
    method: 'GET', path: '/notification-logs/:id', access: canSeeLogs, tag,
    description: 'One message with its HTML and text parts.',
    params: notificationIdParams, response: notificationMessage, errors: [404],
  }),
  retryNotification: endpoint({
    method: 'POST', path: '/notification-logs/:id/retry', access: canSeeLogs, tag,
    description: 'Queues a Failed message for delivery again at once.',
    params: notificationIdParams, response: okResult, errors: [404, 409],
  }),

  listAccountEmailTemplates: endpoint({
    method: 'GET', path: '/account-email-templates', access: canSeePolicies, tag,
    description: "The company's e-mail templates: its own where it changed one, else the provider's default.",
    response: z.array(templateSummary),
  }),
  getAccountEmailTemplate: endpoint({
    method: 'GET', path: '/account-email-templates/:trigger', access: canSeePolicies, tag,
    params: triggerParams, response: templateDetail,
  }),
  saveAccountEmailTemplate: endpoint({
    method: 'POST', path: '/account-email-templates/:trigger', access: canChangePolicies, tag,
    description: "Saves the company's own version of a template (400 names unknown variables).",
    params: triggerParams, body: templateBody, response: templateDetail,
  }),
  resetAccountEmailTemplate: endpoint({
    method: 'DELETE', path: '/account-email-templates/:trigger', access: canChangePolicies, tag,
    description: "Drops the company's version: the template is the provider's default again.",
    params: triggerParams, response: templateDetail,
  }),
  previewAccountEmailTemplate: endpoint({
    method: 'POST', path: '/account-email-templates/:trigger/preview', access: canSeePolicies, tag, readOnly: true,
    description: 'Renders unsaved template parts with sample variables.',
    params: triggerParams, body: templateBody, response: templatePreview,
  }),

  listDefaultEmailTemplates: endpoint({
    method: 'GET', path: '/email-templates', access: isProviderOperator, tag,
    description: "The provider's default templates, which every company without its own version uses.",
    response: z.array(templateSummary),
  }),
  getDefaultEmailTemplate: endpoint({
    method: 'GET', path: '/email-templates/:trigger', access: isProviderOperator, tag,
    params: triggerParams, response: templateDetail,
  }),
  saveDefaultEmailTemplate: endpoint({
    method: 'POST', path: '/email-templates/:trigger', access: isProviderOperator, tag,
    params: triggerParams, body: templateBody, response: templateDetail,
  }),
  resetDefaultEmailTemplate: endpoint({
    method: 'DELETE', path: '/email-templates/:trigger', access: isProviderOperator, tag,
    description: 'Back to the built-in text.',
    params: triggerParams, response: templateDetail,
  }),
  previewDefaultEmailTemplate: endpoint({
    method: 'POST', path: '/email-templates/:trigger/preview', access: isProviderOperator, tag, readOnly: true,
    params: triggerParams, body: templateBody, response: templatePreview,
  }),

  getCompanyEmailTemplate: endpoint({
    method: 'GET', path: '/provider/companies/:id/email-templates/:trigger', access: isProviderOperator, tag,
    description: "One template as a managed company sends it (its own version, else the provider's default).",
    params: companyTriggerParams, response: templateDetail, errors: [404],
  }),
  saveCompanyEmailTemplate: endpoint({
    method: 'POST', path: '/provider/companies/:id/email-templates/:trigger', access: isProviderOperator, tag,
    description: "Saves a managed company's own version of a template for it (audited in the company's log).",
    params: companyTriggerParams, body: templateBody, response: templateDetail, errors: [404],
  }),
  resetCompanyEmailTemplate: endpoint({
    method: 'DELETE', path: '/provider/companies/:id/email-templates/:trigger', access: isProviderOperator, tag,
    description: "Drops a managed company's version: it sends the provider's default again.",
    params: companyTriggerParams, response: templateDetail, errors: [404],
  }),

  inviteUsers: endpoint({
    method: 'POST', path: '/notification-invite-users', access: canAdminister, tag,
    description: 'E-mails an invitation to install the agent to the listed people of the company.',
    body: inviteBody, response: sendResult,
  }),
  inviteAllUsers: endpoint({
    method: 'POST', path: '/notification-invite-all-users', access: canAdminister, tag,
    description: 'E-mails an invitation to every active person of the company without the agent.',
    response: sendResult,
  }),
  notifyNoncompliance: endpoint({
    method: 'POST', path: '/notify-noncompliance', access: canAdminister, tag,
    description: 'E-mails the owners of the listed non-compliant endpoints.',
    body: devicesBody, response: sendResult,
  }),
  notifyAllNoncompliance: endpoint({
    method: 'POST', path: '/notify-all-noncompliance', access: canAdminister, tag,
    description: 'E-mails the owner of every non-compliant endpoint.',
    response: sendResult,
  }),
  hdeAlert: endpoint({
    method: 'POST', path: '/devices/hde-alert', access: canAdminister, tag,
    description: 'E-mails the owners of the listed endpoints without disk encryption.',
    body: devicesBody, response: sendResult,
  }),
  hdeAlertAll: endpoint({
    method: 'POST', path: '/devices/hde-alert-all', access: canAdminister, tag,
    description: 'E-mails the owner of every endpoint without disk encryption.',
    response: sendResult,
  }),
  nonMdmAlert: endpoint({
    method: 'POST', path: '/devices/non-mdm-alert', access: canAdminister, tag,
    description: 'E-mails the owners of the listed endpoints that MDM does not manage.',
    body: devicesBody, response: sendResult,
  }),
} as const;
