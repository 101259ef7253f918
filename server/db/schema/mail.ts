// Mail (issue 16): every message rendered for a company sits in its outbox with its delivery status;
// companies override the provider's templates, which override the built-in ones (server/mail/templates.ts).
import { index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '../../../src/api/contract/notifications';
import { accounts } from './accounts';
import { at, createdAt, id, tenantId } from './columns';


/** Queued (waiting for its delivery job), Sent (the SMTP server accepted it), Failed (refused or unreachable), Stored (no SMTP_URL: kept in the outbox only) */
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    recipient: text().notNull(),
    template: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: mailStatusEnum().notNull().default('Queued'),
    /** the SMTP server's answer (or the connection error) of the last attempt */
    smtpResponse: text(),
    attempts: integer().notNull().default(0),
    /** what the message is about: 'person' or 'endpoint', its id and its name when sent */
    relatedType: text(),
    relatedId: text(),
    relatedLabel: text(),
    /** who asked for it (a console user's e-mail), null for the system */
    requestedBy: text(),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.createdAt), index().on(t.accountId, t.status)],
);

/** A company's own version of a template (Policies › Email Templates); deleting it resets to the default. */
export const accountEmailTemplates = pgTable(
  'account_email_templates',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    trigger: text().notNull(),
    id: id().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    updatedBy: text(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.trigger] })],
);

/** The provider's default of a template (/email-templates), over the built-in text. */
export const defaultEmailTemplates = pgTable('default_email_templates', {
  trigger: text().primaryKey(),
  subject: text().notNull(),
  html: text().notNull(),
  text: text().notNull(),
  updatedBy: text(),
  updatedAt: at().notNull().defaultNow(),
});

export type MailRow = typeof mailOutbox.$inferSelect;
