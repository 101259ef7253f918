// Email reports (issue 26): schedules per company (tenant-scoped through request.scope), their runs by
// the job queue or "Send now", and the preview. A run renders the report model (model.ts), its PDF
// and/or CSV (files.ts), and queues one message per recipient in the mail outbox with the files
// attached; the mail.send job delivers them, and Notification Logs lists them with their status.
import { and, asc, count, eq, ilike, lte, type SQL } from 'drizzle-orm';
import type { EmailReportKind, EmailReportRow as EmailReportDto, ReportFormat, ReportFrequency, ReportModel } from '../../../src/api/contract/email-reports';
import { emailReportBody, emailReportListQuery } from '../../../src/api/contract/email-reports';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, emailReportRuns, emailReports, mailAttachments, mailOutbox, type EmailReportRow } from '../../db/schema/index';
import { enqueue } from '../../jobs/queue';
import { HttpError, notFound } from '../../lib/http-error';
import { containsPattern, iso } from '../../lib/sql';
import { MAIL_ATTEMPTS, MAIL_JOB } from '../../mail/outbox';
import { escapeHtml } from '../../mail/templates';
import { createScope, type Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { reportCsv, reportPdf } from './files';
import { buildModel } from './model';
import { nextRun, runRange } from './schedule';

type Body = z.output<typeof emailReportBody>;
type ListQuery = z.output<typeof emailReportListQuery>;

export const DUE_JOB = 'email-reports.due';
export const RUN_JOB = 'email-reports.run';
export const MESSAGE_TEMPLATE = 'email-report';

function dto(r: EmailReportRow): EmailReportDto {
  return {
    id: r.id,
    name: r.name,
    report: r.report as EmailReportKind,
    frequency: r.frequency as ReportFrequency,
    time_of_day: r.timeOfDay,
    day_of_week: r.dayOfWeek,
    day_of_month: r.dayOfMonth,
    time_zone: r.timeZone,
    recipients: r.recipients,
    formats: r.formats as ReportFormat[],
    filters: r.filters,
    enabled: r.enabled,
    next_run_at: iso(r.nextRunAt),
    last_run_at: iso(r.lastRunAt),
    created_by: r.createdBy,
    updated_at: iso(r.updatedAt)!,
  };
}

function where(scope: Scope, query: Omit<ListQuery, 'page' | 'size'>): SQL {
  const conditions: (SQL | undefined)[] = [eq(emailReports.accountId, scope.accountId)];
  if (query.report) conditions.push(eq(emailReports.report, query.report));
  if (query.q) conditions.push(ilike(emailReports.name, containsPattern(query.q)));
  return and(...conditions) as SQL;
}

export async function listReports(db: Db, scope: Scope, query: ListQuery): Promise<EmailReportDto[]> {
  const rows = await db
    .select()
    .from(emailReports)
    .where(where(scope, query))
    .orderBy(asc(emailReports.name), asc(emailReports.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return rows.map(dto);
}

export async function countReports(db: Db, scope: Scope, query: ListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailReports).where(where(scope, query));
  return Number(row.n);
}

async function rowOf(db: Db, scope: Scope, id: string): Promise<EmailReportRow> {
  const [row] = await db
    .select()
    .from(emailReports)
    .where(and(eq(emailReports.accountId, scope.accountId), eq(emailReports.id, id)));
  if (!row) throw notFound('No such email report.');
  return row;
}

export async function getReport(db: Db, scope: Scope, id: string): Promise<EmailReportDto> {
  return dto(await rowOf(db, scope, id));
}

function checkAllowed(scope: Scope, body: Body): void {
  if (body.report === 'dlp' && !scope.access.flags.enable_dlp) {
    const message = 'DLP is not enabled for this company.';
    throw new HttpError(400, 'VALIDATION_ERROR', message, {}, [{ path: 'report', message }]);
  }
}

function valuesOf(body: Body, now: Date) {
  const timing = {
    frequency: body.frequency,
    timeOfDay: body.time_of_day,
    dayOfWeek: body.frequency === 'weekly' ? body.day_of_week : null,
    dayOfMonth: body.frequency === 'monthly' ? body.day_of_month : null,
    timeZone: body.time_zone,
  };
  return {
    name: body.name,
    report: body.report,
    ...timing,
    recipients: [...new Set(body.recipients.map((r) => r.toLowerCase()))],
    formats: [...new Set(body.formats)],
    filters: body.filters,
    enabled: body.enabled,
    nextRunAt: body.enabled ? nextRun(timing, now) : null,
    updatedAt: now,
  };
}

export async function createReport(db: Db, scope: Scope, body: Body, now: Date, audit: Audit): Promise<EmailReportDto> {
  checkAllowed(scope, body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailReports)
      .values({ accountId: scope.accountId, ...valuesOf(body, now), createdBy: scope.email, createdAt: now })
      .returning();
    await audit(tx, row.name, { id: row.id, report: row.report, frequency: row.frequency, recipients: row.recipients });
    return dto(row);
  });
}

export async function updateReport(db: Db, scope: Scope, id: string, body: Body, now: Date, audit: Audit): Promise<EmailReportDto> {
  checkAllowed(scope, body);
  return db.transaction(async (tx) => {
    const before = await rowOf(tx, scope, id);
    const [row] = await tx
      .update(emailReports)
      .set(valuesOf(body, now))
      .where(and(eq(emailReports.accountId, scope.accountId), eq(emailReports.id, id)))
      .returning();
    await audit(tx, row.name, { id, before: dto(before), after: dto(row) });
    return dto(row);
  });
}

export async function deleteReport(db: Db, scope: Scope, id: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await rowOf(tx, scope, id);
    await tx.delete(emailReports).where(and(eq(emailReports.accountId, scope.accountId), eq(emailReports.id, id)));
    await audit(tx, row.name, { id, report: row.report });
  });
}

// ---------- runs ----------

const frequencyWord: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

function messageOf(model: ReportModel, row: EmailReportRow) {
  const subject = `${frequencyWord[row.frequency] ?? ''} ${model.title.toLowerCase()}: ${model.company} (${model.range.from} to ${model.range.to})`.trim();
  const lines = model.figures.map((f) => `${f.label}: ${f.value}`);
  const text = [`${model.title} for ${model.company}`, `${model.range.from} to ${model.range.to} (${model.range.z})`, '', ...lines, '', `Schedule: ${row.name}. Sent by Palisade.`].join('\n');
  const cells = model.figures
    .map((f) => `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(f.label)}</td><td style="padding:4px 0;text-align:right"><b>${f.value}</b></td></tr>`)
    .join('');
  const html =
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1c2024">` +
    `<h2 style="margin:0 0 4px">${escapeHtml(model.title)}: ${escapeHtml(model.company)}</h2>` +
    `<p style="color:#60646c;margin:0 0 12px">${escapeHtml(model.range.from)} to ${escapeHtml(model.range.to)} (${escapeHtml(model.range.z)})</p>` +
    `<table>${cells}</table><p style="color:#60646c;font-size:12px">Schedule: ${escapeHtml(row.name)}. Sent by Palisade.</p></div>`;
  return { subject, html, text };
}

const fileBase = (model: ReportModel) => `${model.report}-report-${model.range.to}`;

/** The report as a run at `at` would render it. */
export async function modelFor(db: Db, scope: Scope, row: EmailReportRow, at: Date, now: Date): Promise<ReportModel> {
  const range = runRange(row.frequency as ReportFrequency, row.timeZone, at);
  return buildModel(db, scope, { report: row.report as EmailReportKind, filters: row.filters, range, now });
}

export interface RunOptions {
  /** the instant the run stands for (its schedule time, or now for "Send now") */
  at: Date;
  now: Date;
  trigger: 'schedule' | 'manual';
  requestedBy: string | null;
}

/** Renders the report and queues its messages with `tx`, the caller's transaction. */
export async function runReport(tx: Db, scope: Scope, row: EmailReportRow, options: RunOptions): Promise<{ run_id: string; queued: number }> {
  const model = await modelFor(tx, scope, row, options.at, options.now);
  const files: { filename: string; contentType: string; content: string }[] = [];
  if (row.formats.includes('pdf')) files.push({ filename: `${fileBase(model)}.pdf`, contentType: 'application/pdf', content: (await reportPdf(model)).toString('base64') });
  if (row.formats.includes('csv')) files.push({ filename: `${fileBase(model)}.csv`, contentType: 'text/csv', content: Buffer.from(reportCsv(model)).toString('base64') });
  const parts = messageOf(model, row);
  const messageIds: string[] = [];
  for (const recipient of row.recipients) {
    const [message] = await tx
      .insert(mailOutbox)
      .values({
        accountId: scope.accountId,
        recipient,
        template: MESSAGE_TEMPLATE,
        ...parts,
        status: 'Queued',
        relatedType: 'email-report',
        relatedId: row.id,
        relatedLabel: row.name,
        requestedBy: options.requestedBy,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning({ id: mailOutbox.id });
    if (files.length) await tx.insert(mailAttachments).values(files.map((f) => ({ accountId: scope.accountId, messageId: message.id, ...f, createdAt: options.now })));
    await enqueue(tx, MAIL_JOB, { accountId: scope.accountId, messageId: message.id }, { now: options.now, maxAttempts: MAIL_ATTEMPTS, singletonKey: `mail:${message.id}` });
    messageIds.push(message.id);
  }
  const [run] = await tx
    .insert(emailReportRuns)
    .values({
      accountId: scope.accountId,
      reportId: row.id,
      trigger: options.trigger,
      rangeFrom: model.range.from,
      rangeTo: model.range.to,
      figures: model as unknown as Record<string, unknown>,
      messageIds,
      requestedBy: options.requestedBy,
      createdAt: options.now,
    })
    .returning({ id: emailReportRuns.id });
  await tx
    .update(emailReports)
    .set({ lastRunAt: options.now })
    .where(and(eq(emailReports.accountId, scope.accountId), eq(emailReports.id, row.id)));
  return { run_id: run.id, queued: messageIds.length };
}

export async function sendNow(db: Db, scope: Scope, id: string, now: Date, audit: Audit): Promise<{ run_id: string; queued: number }> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, scope, id);
    const result = await runReport(tx, scope, row, { at: now, now, trigger: 'manual', requestedBy: scope.email });
    await audit(tx, row.name, { id, run: result.run_id, recipients: row.recipients.length });
    return result;
  });
}

export async function preview(db: Db, scope: Scope, id: string, now: Date): Promise<ReportModel> {
  return modelFor(db, scope, await rowOf(db, scope, id), now, now);
}

export async function previewPdf(db: Db, scope: Scope, id: string, now: Date): Promise<{ name: string; pdf: Buffer }> {
  const model = await preview(db, scope, id, now);
  return { name: `${fileBase(model)}.pdf`, pdf: await reportPdf(model) };
}

// ---------- the job queue ----------

/** A company-wide scope for work done without a session (a scheduled run): the account admin's view. */
export function systemScope(account: typeof accounts.$inferSelect, email: string): Scope {
  return createScope({ account, principal: { memberId: '00000000-0000-0000-0000-000000000000', role: 'ADMIN', homeAccountId: account.id }, email, groupIds: null });
}

/**
 * The minute sweep: each due schedule moves to its next run and queues one run job, in one transaction
 * guarded by the old next_run_at, so of several server processes exactly one queues each run.
 */
export async function queueDueRuns(db: Db, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(emailReports)
    .where(and(eq(emailReports.enabled, true), lte(emailReports.nextRunAt, now)))
    .limit(200);
  let queued = 0;
  for (const row of due) {
    const at = row.nextRunAt!;
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(emailReports)
        .set({ nextRunAt: nextRun({ ...row, frequency: row.frequency as ReportFrequency }, now) })
        .where(and(eq(emailReports.accountId, row.accountId), eq(emailReports.id, row.id), eq(emailReports.nextRunAt, at)))
        .returning({ id: emailReports.id });
      if (moved.length === 0) return;
      await enqueue(tx, RUN_JOB, { accountId: row.accountId, reportId: row.id, at: at.toISOString() }, { now, maxAttempts: 3, singletonKey: `email-report:${row.id}:${at.toISOString()}` });
      queued++;
    });
  }
  return queued;
}

/** The run job: the schedule may have been deleted or turned off since it was queued. */
export async function runScheduled(db: Db, payload: Record<string, unknown>, now: Date): Promise<void> {
  const accountId = String(payload.accountId);
  const reportId = String(payload.reportId);
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) return;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailReports).where(and(eq(emailReports.accountId, accountId), eq(emailReports.id, reportId)));
    if (!row || !row.enabled) return;
    if (row.report === 'dlp' && !account.enableDlp) return;
    await runReport(tx, systemScope(account, row.createdBy ?? 'scheduler'), row, { at: new Date(String(payload.at)), now, trigger: 'schedule', requestedBy: null });
  });
}

