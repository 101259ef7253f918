// Email reports (issue 26; spec part 2 §2.6 "/email-report (compliance-tab, summary-tab, inactivity-tab,
// dlp-tab), /add-email-reports/{id?}"). A schedule names a report, how often and when it runs in its own
// time zone, its recipients and its files (PDF, CSV). Each run renders the report from the dashboard's
// and the reports' own service functions, so a mailed figure equals the one on screen.
import { z } from 'zod';
import { isEmail, EMAIL_MESSAGE } from '../../lib/validation';
import { canAdminister } from './access';
import { PLATFORM_FAMILIES } from './catalog';
import { pageQuery } from './common';
import { countOf, endpoint } from './endpoint';

export const EMAIL_REPORT_KINDS = ['compliance', 'summary', 'inactivity', 'dlp'] as const;
export type EmailReportKind = (typeof EMAIL_REPORT_KINDS)[number];
export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** the days a run covers: the complete days before the run's local date */
export const FREQUENCY_DAYS: Record<ReportFrequency, number> = { daily: 1, weekly: 7, monthly: 30 };
export const RECIPIENTS_MAX = 50;
/** the last day of the month a monthly report may name: every month has it */
export const LAST_MONTH_DAY = 28;

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const emailReportFilters = z.object({
  /** platform families the report's endpoint tables keep; empty or absent: all */
  platforms: z.array(z.enum(PLATFORM_FAMILIES)).max(PLATFORM_FAMILIES.length).optional(),
});
export type EmailReportFilters = z.infer<typeof emailReportFilters>;

export const emailReportBody = z
  .object({
    name: z.string().trim().min(1, 'Enter a name.').max(120, 'The name is longer than 120 characters.'),
    report: z.enum(EMAIL_REPORT_KINDS),
    frequency: z.enum(REPORT_FREQUENCIES),
    time_of_day: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:mm (24 hours).'),
    day_of_week: z.number().int().min(0).max(6).nullable().default(null),
    day_of_month: z.number().int().min(1).max(LAST_MONTH_DAY).nullable().default(null),
    time_zone: z.string().min(1).max(64).refine(isZone, 'Unknown time zone.'),
    recipients: z
      .array(z.string().trim().max(254).refine(isEmail, EMAIL_MESSAGE))
      .min(1, 'Enter at least one recipient.')
      .max(RECIPIENTS_MAX, `At most ${RECIPIENTS_MAX} recipients.`),
    formats: z.array(z.enum(REPORT_FORMATS)).min(1, 'Choose PDF, CSV or both.').max(2),
    filters: emailReportFilters.default({}),
    enabled: z.boolean().default(true),
  })
  .refine((b) => b.frequency !== 'weekly' || b.day_of_week !== null, { message: 'Choose the day of the week.', path: ['day_of_week'] })
  .refine((b) => b.frequency !== 'monthly' || b.day_of_month !== null, { message: 'Choose the day of the month.', path: ['day_of_month'] });
export type EmailReportBody = z.input<typeof emailReportBody>;

export const emailReportRow = z.object({
  id: z.string(),
  name: z.string(),
  report: z.enum(EMAIL_REPORT_KINDS),
  frequency: z.enum(REPORT_FREQUENCIES),
  time_of_day: z.string(),
  day_of_week: z.number().int().nullable(),
  day_of_month: z.number().int().nullable(),
  time_zone: z.string(),
  recipients: z.array(z.string()),
  formats: z.array(z.enum(REPORT_FORMATS)),
  filters: emailReportFilters,
  enabled: z.boolean(),
  next_run_at: z.string().nullable(),
  last_run_at: z.string().nullable(),
  created_by: z.string().nullable(),
  updated_at: z.string(),
});
export type EmailReportRow = z.infer<typeof emailReportRow>;

export const emailReportListQuery = pageQuery.extend({
  report: z.enum(EMAIL_REPORT_KINDS).optional(),
  q: z.string().trim().max(200).optional(),
});

export const emailReportIdParams = z.object({ id: z.uuid() });

/** One figure of a report: a stable key (the dashboard field it comes from), its label and value. */
export const reportFigure = z.object({ key: z.string(), label: z.string(), value: z.number() });
export const reportTable = z.object({ title: z.string(), columns: z.array(z.string()), rows: z.array(z.array(z.string())) });

/** What a run sends and the preview shows; the PDF and the CSV are drawn from this. */
export const reportModel = z.object({
  report: z.enum(EMAIL_REPORT_KINDS),
  title: z.string(),
  company: z.string(),
  /** the range the figures cover: the dashboard's s, e, z and the local dates */
  range: z.object({ s: z.number(), e: z.number(), z: z.string(), from: z.string(), to: z.string() }),
  generated_at: z.string(),
  figures: z.array(reportFigure),
  tables: z.array(reportTable),
});
export type ReportModel = z.infer<typeof reportModel>;

export const sendNowResult = z.object({ run_id: z.string(), queued: z.number().int() });

const tag = 'email-reports';
const listEmailReports = endpoint({
  method: 'GET', path: '/email-reports', access: canAdminister, tag,
  description: "The company's scheduled email reports, optionally of one kind (the tabs of /email-report).",
  query: emailReportListQuery, response: z.array(emailReportRow),
});

export const emailReportsApi = {
  listEmailReports,
  countEmailReports: countOf(listEmailReports),
  getEmailReport: endpoint({
    method: 'GET', path: '/email-reports/:id', access: canAdminister, tag,
    params: emailReportIdParams, response: emailReportRow, errors: [404],
  }),
  createEmailReport: endpoint({
    method: 'POST', path: '/email-reports', access: canAdminister, tag, status: 201,
    description: 'Schedules a report; its next run is computed in its time zone.',
    body: emailReportBody, response: emailReportRow,
  }),
  updateEmailReport: endpoint({
    method: 'POST', path: '/email-reports/:id', access: canAdminister, tag,
    params: emailReportIdParams, body: emailReportBody, response: emailReportRow, errors: [404],
  }),
  deleteEmailReport: endpoint({
    method: 'DELETE', path: '/email-reports/:id', access: canAdminister, tag,
    params: emailReportIdParams, response: z.object({ ok: z.literal(true) }), errors: [404],
  }),
  sendEmailReportNow: endpoint({
    method: 'POST', path: '/email-reports/:id/send', access: canAdminister, tag,
    description: 'Runs the report now and queues its messages; they appear in Notification Logs.',
    params: emailReportIdParams, response: sendNowResult, errors: [404],
  }),
  previewEmailReport: endpoint({
    method: 'GET', path: '/email-reports/:id/preview', access: canAdminister, tag,
    description: 'The figures a run would send now.',
    params: emailReportIdParams, response: reportModel, errors: [404],
  }),
  previewEmailReportPdf: endpoint({
    method: 'GET', path: '/email-reports/:id/preview.pdf', access: canAdminister, tag,
    description: 'The PDF a run would attach now.',
    params: emailReportIdParams, produces: ['application/pdf'], errors: [404],
  }),
};
