// Issue 16: real SMTP delivery. A local smtp-server receives what the console sends for an invitation
// and a non-compliance notice (to, subject, body, links); a receiver that refuses leaves the message
// Failed with its answer, and the queue's retry delivers it once the receiver accepts again.
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, endpoints, mailOutbox, people } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let refuse: string | null = null;
let smtp: SMTPServer;
let t: TestApp;
const PUBLIC_URL = 'https://console.palisade.test';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuse) {
        const error = Object.assign(new Error(refuse), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    agent: { sweepIntervalMs: 0 },
    mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Palisade <alerts@palisade.test>', publicUrl: PUBLIC_URL },
    jobs: { pollIntervalMs: 25, retry: { baseDelayMs: 100, maxDelayMs: 400 } },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

/** The message's headers and its decoded parts (nodemailer writes quoted-printable or 7bit text). */
function parse(raw: string) {
  const [head] = raw.split(/\r?\n\r?\n/, 1);
  const header = (name: string) => new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head)?.[1].replace(/\r?\n[ \t]/g, ' ') ?? '';
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const bytes = Buffer.from(decoded, 'latin1').toString('utf8');
  return { subject: header('Subject'), to: header('To'), from: header('From'), body: bytes };
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, what: string, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const outboxRow = async (id: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const latestTo = async (recipient: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient))).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];

describe('over SMTP', () => {
  it('delivers an invitation: to the person, with the company in the subject and the download link in both parts', async () => {
    const acme = t.accounts['Acme Corp'];
    const [person] = await t.db.select().from(people).where(eq(people.accountId, acme.id)).limit(1);
    const res = await t.as('admin@acme.test', { method: 'POST', url: '/api/notification-invite-users', payload: { users: [person.email] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: 1, skipped: [] });

    const mail = await until(() => received.find((m) => m.to.includes(person.email)), 'the invitation');
    const message = parse(mail.raw);
    expect(mail.from).toBe('alerts@palisade.test');
    expect(message.subject).toBe('Acme Corp invites you to Palisade');
    expect(message.body).toContain(`Hello ${person.name},`);
    expect(message.body).toContain(`Download Palisade Copilot: ${PUBLIC_URL}/copilot-download`);
    expect(message.body).toContain(`<a href="${PUBLIC_URL}/copilot-download">Download Palisade Copilot</a>`);

    const row = await until(async () => {
      const r = await latestTo(person.email);
      return r?.status === 'Sent' ? r : undefined;
    }, 'status Sent');
    expect(row.smtpResponse).toMatch(/^250 /);
    expect(row.attempts).toBe(1);
    const logs = await t.as('admin@acme.test', { method: 'GET', url: '/api/notification-logs', query: { q: person.email } });
    expect(logs.json()[0]).toMatchObject({ recipient: person.email, template: 'user-invitation', status: 'Sent', smtp_response: row.smtpResponse });
  });

  it('delivers a non-compliance notice to the endpoint’s owner with the failing controls and a link to the endpoint', async () => {
    const acme = t.accounts['Acme Corp'];
    const [device] = await t.db
      .select({ id: endpoints.id, hostname: endpoints.hostname, owner: people.email, ownerName: people.name })
      .from(endpoints)
      .innerJoin(people, and(eq(people.accountId, endpoints.accountId), eq(people.id, endpoints.ownerPersonId)))
      .where(and(eq(endpoints.accountId, acme.id), eq(endpoints.complianceState, 'NON_COMPLIANT'), isNotNull(endpoints.ownerPersonId)))
      .limit(1);
    expect(device).toBeDefined();
    const res = await t.as('admin@acme.test', { method: 'POST', url: '/api/notify-noncompliance', payload: { devices: [device.id] } });
    expect(res.json()).toEqual({ queued: 1, skipped: [] });

    const mail = await until(() => received.find((m) => m.to.includes(device.owner) && parse(m.raw).subject.includes(device.hostname)), 'the notice');
    const message = parse(mail.raw);
    expect(message.subject).toBe(`Action needed: ${device.hostname} is not compliant`);
    expect(message.body).toContain(`Hello ${device.ownerName},`);
    expect(message.body).toContain(`${PUBLIC_URL}/mdm-history/${device.id}/${encodeURIComponent(device.hostname)}`);
    expect(message.body).toMatch(/Failing controls: \S/);
  });

  it('records a refusal as Failed with the server’s answer, then delivers on the retry', async () => {
    const acme = t.accounts['Acme Corp'];
    const [person] = await t.db.select().from(people).where(eq(people.accountId, acme.id)).offset(1).limit(1);
    refuse = 'Mailbox unavailable';
    const res = await t.as('admin@acme.test', { method: 'POST', url: '/api/notification-invite-users', payload: { users: [person.email] } });
    expect(res.statusCode).toBe(200);
    const failed = await until(async () => {
      const r = await latestTo(person.email);
      return r?.status === 'Failed' ? r : undefined;
    }, 'status Failed');
    expect(failed.smtpResponse).toMatch(/^550 .*Mailbox unavailable/);
    const listed = await t.as('admin@acme.test', { method: 'GET', url: '/api/notification-logs', query: { status: 'Failed' } });
    expect(listed.json().map((m: { id: string }) => m.id)).toContain(failed.id);

    refuse = null;
    const sent = await until(async () => {
      const r = await outboxRow(failed.id);
      return r.status === 'Sent' ? r : undefined;
    }, 'the retry');
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.smtpResponse).toMatch(/^250 /);
    expect(received.filter((m) => m.to.includes(person.email))).toHaveLength(1);
  });

  it('sends a Failed message again at once when an admin asks, and audits it', async () => {
    const acme = t.accounts['Acme Corp'];
    const [person] = await t.db.select().from(people).where(eq(people.accountId, acme.id)).offset(2).limit(1);
    refuse = 'Over quota';
    await t.as('admin@acme.test', { method: 'POST', url: '/api/notification-invite-users', payload: { users: [person.email] } });
    const failed = await until(async () => {
      const r = await latestTo(person.email);
      return r?.status === 'Failed' ? r : undefined;
    }, 'status Failed');
    refuse = null;
    const res = await t.as('admin@acme.test', { method: 'POST', url: `/api/notification-logs/${failed.id}/retry` });
    expect([200, 409]).toContain(res.statusCode); // 409 when the automatic retry got there first
    if (res.statusCode === 200) {
      const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'notification.retry'), eq(auditLog.target, person.email)));
      expect(audits).toHaveLength(1);
    }
    await until(async () => ((await outboxRow(failed.id)).status === 'Sent' ? true : undefined), 'Sent');
    const again = await t.as('admin@acme.test', { method: 'POST', url: `/api/notification-logs/${failed.id}/retry` });
    expect(again.statusCode).toBe(409);
  });
});
