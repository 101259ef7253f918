// Email reports (issue 26, spec part 2 §2.6 email-report routes): a company's scheduled reports, each
// run of them, and the files a run attaches to the messages it queues in the mail outbox (mail.ts).
import { index, integer, jsonb, pgTable, primaryKey, text, date } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { at, createdAt, flag, id, tenantId } from './columns';

/** One schedule: which report, how often and when in its own time zone, to whom, in which files. */
export const emailReports = pgTable(
  'email_reports',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    name: text().notNull(),
    /** compliance, summary, inactivity or dlp (src/api/contract/email-reports.ts) */
    report: text().notNull(),
    /** daily, weekly or monthly */
    frequency: text().notNull(),
    /** 'HH:mm' in time_zone */
    timeOfDay: text().notNull(),
    /** weekly: 0 (Sunday) to 6; monthly: the day of the month, 1 to 28; daily: null */
    dayOfWeek: integer(),
    dayOfMonth: integer(),
    timeZone: text().notNull(),
    recipients: jsonb().$type<string[]>().notNull(),
    /** 'pdf' and/or 'csv' */
    formats: jsonb().$type<string[]>().notNull(),
    /** the report's filters (platforms, ...) */
    filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    enabled: flag(true),
    nextRunAt: at(),
    lastRunAt: at(),
    createdBy: text(),
    createdAt: createdAt(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.nextRunAt)],
);

/** A run of a schedule (by the job queue or "Send now"): its range, the figures it sent and its messages. */
export const emailReportRuns = pgTable(
  'email_report_runs',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    id: id().notNull(),
    reportId: text().notNull(),
    /** schedule or manual */
    trigger: text().notNull(),
    rangeFrom: date({ mode: 'string' }).notNull(),
    rangeTo: date({ mode: 'string' }).notNull(),
    figures: jsonb().$type<Record<string, unknown>>().notNull(),
    messageIds: jsonb().$type<string[]>().notNull(),
    requestedBy: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] }), index().on(t.accountId, t.reportId, t.createdAt)],
);

/** Files attached to an outbox message (a report's PDF and CSV), sent with it by the mail.send job. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    accountId: tenantId().references(() => accounts.id, { onDelete: 'cascade' }),
    messageId: text().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    /** base64 */
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.messageId, t.filename] })],
);

export type EmailReportRow = typeof emailReports.$inferSelect;
export type EmailReportRunRow = typeof emailReportRuns.$inferSelect;
