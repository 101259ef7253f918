// Issue 26 "Must show": a weekly compliance report scheduled through the API is run by the job worker at
// its time, lands in the mail outbox and at a local SMTP receiver with a PDF attachment, and its figures
// equal the dashboard's compliance figures for the same company and range. Also: invalid bodies 400,
// tenancy, the audit rows, "Send now" and the preview.
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailReportRow, ReportModel } from '../../src/api/contract/email-reports';
import { auditLog, emailReportRuns, endpoints, emailReports, mailAttachments, mailOutbox } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;
/** real time plus an offset the test moves forward (tokens minted at seed time stay valid) */
let offset = 0;
const clock = () => new Date(Date.now() + offset);
const ADMIN = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('latin1') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    now: clock,
    agent: { sweepIntervalMs: 0 },
    jobs: { enabled: false },
    mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Palisade <reports@palisade.test>', publicUrl: 'https://console.palisade.test' },
  });
  // the worker's first pass records its recurring schedules (the minute sweep) from the current clock
  await t.app.jobs.runDue();
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

const weekly = {
  name: 'Weekly compliance for the board',
  report: 'compliance',
  frequency: 'weekly',
  time_of_day: '08:00',
  day_of_week: 1,
  time_zone: 'Europe/Paris',
  recipients: ['CISO@acme.test', 'ciso@acme.test', 'board@acme.test'],
  formats: ['pdf', 'csv'],
};

/** tokens minted again on the moved clock (they expire within hours) */
async function remint() {
  for (const email of Object.keys(t.tokens)) {
    const m = t.members[email];
    const account = Object.values(t.accounts).find((a) => a.id === m.accountId)!;
    t.tokens[email] = await t.signer.sign({ sub: m.id, email, role: m.role, account_id: account.id, account_name: account.name });
  }
}

function localParts(iso: string, zone: string) {
  const f = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return f.format(new Date(iso));
}

/** the base64 body of the MIME part whose Content-Type is `type` */
function attachment(raw: string, type: string): Buffer | null {
  const match = new RegExp(`Content-Type: ${type}[^\\r\\n]*(?:\\r?\\n[^\\r\\n]+)*\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`, 'i').exec(raw);
  return match ? Buffer.from(match[1].replace(/\s/g, ''), 'base64') : null;
}

describe('a weekly compliance report, scheduled through the API and run by the job worker', () => {
  let schedule: EmailReportRow;

  it('is stored with its next run at 08:00 on a Monday in its own time zone', async () => {
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/email-reports', payload: weekly });
    expect(res.statusCode).toBe(201);
    schedule = res.json();
    const [row] = await t.db.select().from(emailReports).where(eq(emailReports.id, schedule.id));
    expect(row.accountId).toBe(t.accounts['Acme Corp'].id);
    expect(row.recipients).toEqual(['ciso@acme.test', 'board@acme.test']);
    expect(schedule.next_run_at).toBe(row.nextRunAt!.toISOString());
    expect(localParts(schedule.next_run_at!, 'Europe/Paris')).toBe('Mon 08:00');
    const wait = row.nextRunAt!.getTime() - clock().getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(7 * 86_400_000);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'email-report.create'), eq(auditLog.target, weekly.name)));
    expect(audit).toMatchObject({ email: ADMIN, accountId: t.accounts['Acme Corp'].id });
  });

  it('runs at its time: the outbox holds one message per recipient with the PDF, delivered over SMTP', async () => {
    offset = new Date(schedule.next_run_at!).getTime() + 90_000 - Date.now();
    await t.app.jobs.runDue();
    await remint();

    const messages = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.relatedId, schedule.id), eq(mailOutbox.template, 'email-report')));
    expect(messages.map((m) => m.recipient).sort()).toEqual(['board@acme.test', 'ciso@acme.test']);
    expect(messages.every((m) => m.status === 'Sent' && m.accountId === t.accounts['Acme Corp'].id)).toBe(true);
    const files = await t.db.select().from(mailAttachments).where(eq(mailAttachments.messageId, messages[0].id));
    expect(files.map((f) => f.contentType).sort()).toEqual(['application/pdf', 'text/csv']);
    expect(Buffer.from(files.find((f) => f.contentType === 'application/pdf')!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const mail = received.find((r) => r.to.includes('ciso@acme.test'));
    expect(mail).toBeDefined();
    const pdf = attachment(mail!.raw, 'application/pdf');
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail!.raw).toMatch(/filename="?compliance-report-\d{4}-\d{2}-\d{2}\.pdf/);

    // the schedule moved to the next Monday
    const [row] = await t.db.select().from(emailReports).where(eq(emailReports.id, schedule.id));
    expect(row.nextRunAt!.getTime() - new Date(schedule.next_run_at!).getTime()).toBeGreaterThanOrEqual(6 * 86_400_000);
    expect(localParts(row.nextRunAt!.toISOString(), 'Europe/Paris')).toBe('Mon 08:00');

    // Notification Logs lists the run's messages with their status
    const logs = await t.as(ADMIN, { method: 'GET', url: '/api/notification-logs?q=compliance&size=50' });
    expect(logs.json().filter((m: { template: string; status: string }) => m.template === 'email-report' && m.status === 'Sent')).toHaveLength(2);
  });

  it("mails the dashboard's compliance figures for the same company and range", async () => {
    const [run] = await t.db.select().from(emailReportRuns).where(eq(emailReportRuns.reportId, schedule.id));
    const model = run.figures as unknown as ReportModel;
    expect(model.range).toMatchObject({ z: 'Europe/Paris', to: run.rangeTo, from: run.rangeFrom });
    const dash = await t.as(ADMIN, { method: 'GET', url: `/api/device-stats?s=${model.range.s}&e=${model.range.e}&z=Europe/Paris` });
    expect(dash.statusCode).toBe(200);
    const figures = Object.fromEntries(model.figures.map((f) => [f.key, f.value]));
    const d = dash.json();
    expect(figures).toMatchObject({ total_endpoints: d.total_endpoints, compliant: d.compliant, noncompliant_count: d.noncompliant_count, missing_hd_encryption: d.missing_hd_encryption });
    // and those are what the database holds
    const states = await t.db
      .select({ state: endpoints.complianceState })
      .from(endpoints)
      .where(and(eq(endpoints.accountId, t.accounts['Acme Corp'].id), eq(endpoints.infra, false)));
    const db = { compliant: states.filter((e) => e.state === 'COMPLIANT').length, non: states.filter((e) => e.state === 'NON_COMPLIANT').length };
    expect([figures.compliant, figures.noncompliant_count]).toEqual([Number(db.compliant), Number(db.non)]);
    expect(figures.compliant + figures.noncompliant_count).toBeGreaterThan(0);
    // the mailed range is the 7 complete days before the run's date in Paris
    expect((Date.parse(run.rangeTo) - Date.parse(run.rangeFrom)) / 86_400_000).toBe(6);
  });

  it('sends now and previews the figures and the PDF', async () => {
    const before = await t.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, schedule.id));
    const sent = await t.as(ADMIN, { method: 'POST', url: `/api/email-reports/${schedule.id}/send` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().queued).toBe(2);
    const after = await t.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, schedule.id));
    expect(after.length - before.length).toBe(2);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'email-report.send'))).toHaveLength(1);

    const preview = await t.as(ADMIN, { method: 'GET', url: `/api/email-reports/${schedule.id}/preview` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().figures.map((f: { key: string }) => f.key)).toContain('compliant');
    const pdf = await t.as(ADMIN, { method: 'GET', url: `/api/email-reports/${schedule.id}/preview.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists, updates and deletes within the company only', async () => {
    const list = await t.as(ADMIN, { method: 'GET', url: '/api/email-reports?report=compliance' });
    expect(list.json().map((r: EmailReportRow) => r.id)).toContain(schedule.id);
    const count = await t.as(ADMIN, { method: 'HEAD', url: '/api/email-reports?report=summary' });
    expect(count.headers['x-size']).toBe('0');

    expect((await t.as(GLOBEX, { method: 'GET', url: `/api/email-reports/${schedule.id}` })).statusCode).toBe(404);
    expect((await t.as(GLOBEX, { method: 'GET', url: '/api/email-reports' })).json()).toEqual([]);
    expect((await t.as(GLOBEX, { method: 'POST', url: `/api/email-reports/${schedule.id}/send` })).statusCode).toBe(404);
    expect((await t.as(GLOBEX, { method: 'DELETE', url: `/api/email-reports/${schedule.id}` })).statusCode).toBe(404);
    expect((await t.as('groupadmin@acme.test', { method: 'GET', url: '/api/email-reports' })).statusCode).toBe(403);
    expect((await t.as('auditor@acme.test', { method: 'POST', url: '/api/email-reports', payload: weekly })).statusCode).toBe(403);

    const updated = await t.as(ADMIN, { method: 'POST', url: `/api/email-reports/${schedule.id}`, payload: { ...weekly, frequency: 'daily', day_of_week: null, time_zone: 'America/New_York' } });
    expect(updated.statusCode).toBe(200);
    expect(localParts(updated.json().next_run_at, 'America/New_York').slice(4)).toBe('08:00');
    expect(updated.json().day_of_week).toBeNull();

    const removed = await t.as(ADMIN, { method: 'DELETE', url: `/api/email-reports/${schedule.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(emailReports).where(eq(emailReports.id, schedule.id))).toHaveLength(0);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'email-report.delete'))).toHaveLength(1);
  });
});

describe('invalid schedules', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    ['a recipient that is not an e-mail', { recipients: ['not-an-email'] }, 'recipients.0'],
    ['no recipient', { recipients: [] }, 'recipients'],
    ['a time that is not HH:mm', { time_of_day: '25:00' }, 'time_of_day'],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, 'time_zone'],
    ['weekly without its day', { day_of_week: null }, 'day_of_week'],
    ['monthly without its day', { frequency: 'monthly' }, 'day_of_month'],
    ['an unknown report', { report: 'payroll' }, 'report'],
    ['no file format', { formats: [] }, 'formats'],
  ];
  it.each(bad)('refuses %s with 400 and the field', async (_name, change, path) => {
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/email-reports', payload: { ...weekly, ...change } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(path);
  });

  it('refuses a DLP report for a company without DLP', async () => {
    const res = await t.as(GLOBEX, { method: 'POST', url: '/api/email-reports', payload: { ...weekly, report: 'dlp' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().exception).toBe('DLP is not enabled for this company.');
  });
});
