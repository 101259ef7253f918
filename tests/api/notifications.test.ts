// Issue 16: Notification Logs, e-mail templates and the calls that message people, without SMTP_URL
// (the embedded default): every message is rendered and Stored in the outbox, never reported as sent.
import { and, count, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmailTemplates, auditLog, endpoints, mailOutbox, people } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let acmeId: string;
const started = new Date(Date.now() - 1000);

beforeAll(async () => {
  t = await createTestApp({ agent: { sweepIntervalMs: 0 }, mail: { smtpUrl: null, publicUrl: 'https://console.palisade.test' }, jobs: { pollIntervalMs: 25 } });
  acmeId = t.accounts['Acme Corp'].id;
});
afterAll(async () => t?.close());

async function settled(accountId: string) {
  for (let i = 0; i < 400; i++) {
    const [row] = await t.db.select({ n: count() }).from(mailOutbox).where(and(eq(mailOutbox.accountId, accountId), eq(mailOutbox.status, 'Queued')));
    if (Number(row.n) === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('messages still Queued');
}
const post = (email: string, url: string, payload?: object) => t.as(email, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
const audits = (action: string) => t.db.select().from(auditLog).where(and(eq(auditLog.action, action), gte(auditLog.at, started)));

describe('sending without SMTP_URL', () => {
  it('invites everyone active without the agent, stores each message (never Sent), and audits the call once', async () => {
    const expected = await t.db
      .select({ email: people.email })
      .from(people)
      .where(and(eq(people.accountId, acmeId), eq(people.status, 'ACTIVE')));
    const withoutAgent = await t.db.select({ email: people.email, copilot: people.copilotStatus }).from(people).where(and(eq(people.accountId, acmeId), eq(people.status, 'ACTIVE')));
    const targets = withoutAgent.filter((p) => p.copilot !== 'installed').map((p) => p.email).sort();
    expect(targets.length).toBeGreaterThan(0);
    expect(expected.length).toBeGreaterThanOrEqual(targets.length);

    const res = await post('admin@acme.test', '/api/notification-invite-all-users');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: targets.length, skipped: [] });
    await settled(acmeId);
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.accountId, acmeId), eq(mailOutbox.template, 'user-invitation'), gte(mailOutbox.createdAt, started)));
    expect(rows.map((r) => r.recipient).sort()).toEqual(targets);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Stored']));
    expect(rows.every((r) => r.smtpResponse === null && r.requestedBy === 'admin@acme.test')).toBe(true);
    expect(await audits('notification.invite-all-users')).toHaveLength(1);

    // Again within the hour: nobody gets a second invitation.
    const again = await post('admin@acme.test', '/api/notification-invite-all-users');
    expect(again.json().queued).toBe(0);
    expect(again.json().skipped).toHaveLength(targets.length);
  });

  it('answers 400 with the reason for an invalid address or a person of another company, and stores nothing', async () => {
    const before = await t.db.select({ n: count() }).from(mailOutbox);
    const bad = await post('admin@acme.test', '/api/notification-invite-users', { users: ['not-an-address'] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().issues)).toContain('valid e-mail address');
    const [globexPerson] = await t.db.select().from(people).where(eq(people.accountId, t.accounts.Globex.id)).limit(1);
    const foreign = await post('admin@acme.test', '/api/notification-invite-users', { users: [globexPerson.email] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().exception).toBe(`${globexPerson.email} is not a person of this company.`);
    expect((await t.db.select({ n: count() }).from(mailOutbox))[0].n).toBe(before[0].n);
  });

  it('refuses the read-only and limited roles', async () => {
    for (const email of ['auditor@acme.test', 'groupadmin@acme.test']) {
      expect((await post(email, '/api/notify-all-noncompliance')).statusCode).toBe(403);
      expect((await t.as(email, { method: 'GET', url: '/api/notification-logs' })).statusCode).toBe(403);
    }
  });

  it('notifies the owner of every non-compliant endpoint, once', async () => {
    const owned = await t.db
      .select({ id: endpoints.id, owner: people.email })
      .from(endpoints)
      .innerJoin(people, and(eq(people.accountId, endpoints.accountId), eq(people.id, endpoints.ownerPersonId)))
      .where(and(eq(endpoints.accountId, acmeId), eq(endpoints.complianceState, 'NON_COMPLIANT')));
    expect(owned.length).toBeGreaterThan(0);
    const res = await post('admin@acme.test', '/api/notify-all-noncompliance');
    expect(res.json().queued).toBe(owned.length);
    await settled(acmeId);
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.accountId, acmeId), eq(mailOutbox.template, 'noncompliance-notice'), gte(mailOutbox.createdAt, started)));
    expect(rows.map((r) => r.relatedId).sort()).toEqual(owned.map((o) => o.id).sort());
    expect(rows.map((r) => r.recipient).sort()).toEqual(owned.map((o) => o.owner).sort());
    expect((await post('admin@acme.test', '/api/notify-all-noncompliance')).json().queued).toBe(0);
  });

  it('sends disk-encryption alerts only about unencrypted endpoints and says why it skipped the others', async () => {
    const list = await t.db
      .select({ id: endpoints.id, hostname: endpoints.hostname, encrypted: endpoints.diskEncrypted })
      .from(endpoints)
      .where(and(eq(endpoints.accountId, acmeId), isNotNull(endpoints.ownerPersonId)));
    const plain = list.find((e) => !e.encrypted)!;
    const encrypted = list.find((e) => e.encrypted)!;
    const res = await post('admin@acme.test', '/api/devices/hde-alert', { devices: [plain.id, encrypted.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: 1, skipped: [{ target: encrypted.hostname, reason: 'The endpoint’s disk is already encrypted.' }] });
    const all = await post('admin@acme.test', '/api/devices/hde-alert-all');
    const unencrypted = list.filter((e) => !e.encrypted).length;
    expect(all.json().queued + all.json().skipped.length).toBe(unencrypted);

    const mdm = await t.db.select({ id: endpoints.id }).from(endpoints).where(and(eq(endpoints.accountId, acmeId), eq(endpoints.mdmManaged, false), isNotNull(endpoints.ownerPersonId))).limit(2);
    expect(mdm.length).toBeGreaterThan(0);
    const nonMdm = await post('admin@acme.test', '/api/devices/non-mdm-alert', { devices: mdm.map((m) => m.id) });
    expect(nonMdm.json().queued).toBe(mdm.length);
    const foreign = await t.db.select({ id: endpoints.id }).from(endpoints).where(eq(endpoints.accountId, t.accounts.Globex.id)).limit(1);
    const refused = await post('admin@acme.test', '/api/devices/non-mdm-alert', { devices: [foreign[0].id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().exception).toBe(`No endpoint ${foreign[0].id} in this company.`);
    expect((await audits('notification.hde-alert')).length).toBe(1);
  });
});

describe('Notification Logs', () => {
  it('pages, counts, searches and filters the company’s messages as the database holds them', async () => {
    await settled(acmeId);
    const inDb = await t.db.select().from(mailOutbox).where(eq(mailOutbox.accountId, acmeId));
    const head = await t.as('admin@acme.test', { method: 'HEAD', url: '/api/notification-logs' });
    expect(Number(head.headers['x-size'])).toBe(inDb.length);
    const page1 = await t.as('admin@acme.test', { method: 'GET', url: '/api/notification-logs', query: { size: '5' } });
    const page2 = await t.as('admin@acme.test', { method: 'GET', url: '/api/notification-logs', query: { size: '5', page: '2' } });
    expect(page1.json()).toHaveLength(5);
    const newest = [...inDb].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    expect([...page1.json(), ...page2.json()].map((r: { id: string }) => r.id)).toEqual(newest.slice(0, 10).map((r) => r.id));

    const target = inDb[0];
    const search = await t.as('admin@acme.test', { method: 'GET', url: '/api/notification-logs', query: { q: target.recipient, size: '100' } });
    const matching = inDb.filter((r) => [r.recipient, r.subject, r.template, r.relatedLabel ?? ''].some((v) => v.toLowerCase().includes(target.recipient.toLowerCase())));
    expect(search.json()).toHaveLength(matching.length);
    expect(search.json().map((r: { id: string }) => r.id)).toContain(target.id);

    const stored = await t.as('admin@acme.test', { method: 'HEAD', url: '/api/notification-logs', query: { status: ['Stored', 'Failed'] } });
    expect(Number(stored.headers['x-size'])).toBe(inDb.filter((r) => r.status === 'Stored' || r.status === 'Failed').length);
    const future = await t.as('admin@acme.test', { method: 'HEAD', url: '/api/notification-logs', query: { s: String(Date.now() + 3_600_000) } });
    expect(future.headers['x-size']).toBe('0');
    expect((await t.as('admin@acme.test', { method: 'GET', url: '/api/notification-logs', query: { status: 'Delivered' } })).statusCode).toBe(400);
  });

  it('shows one message’s parts and keeps other companies’ messages out of reach', async () => {
    const [message] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.accountId, acmeId)).limit(1);
    const res = await t.as('admin@acme.test', { method: 'GET', url: `/api/notification-logs/${message.id}` });
    expect(res.json()).toMatchObject({ id: message.id, html: message.html, text: message.text, status: message.status });
    expect((await t.as('admin@globex.test', { method: 'GET', url: `/api/notification-logs/${message.id}` })).statusCode).toBe(404);
    const globexHead = await t.as('admin@globex.test', { method: 'HEAD', url: '/api/notification-logs' });
    const [globexCount] = await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.accountId, t.accounts.Globex.id));
    expect(Number(globexHead.headers['x-size'])).toBe(Number(globexCount.n));
    const stored = await t.as('admin@acme.test', { method: 'POST', url: `/api/notification-logs/${message.id}/retry` });
    expect(stored.statusCode).toBe(409);
  });
});

describe('templates', () => {
  const body = {
    subject: 'Welcome aboard, {{recipientName}}',
    html: '<p>Hi {{recipientName}}, install from <a href="{{downloadLink}}">here</a>. {{companyName}}</p>',
    text: 'Hi {{recipientName}}, install from {{downloadLink}}',
  };

  it('saves a company’s own template, audits it and uses it for the next message with variables escaped in HTML', async () => {
    const saved = await post('admin@acme.test', '/api/account-email-templates/user-invitation', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ trigger: 'user-invitation', source: 'account', subject: body.subject, updated_by: 'admin@acme.test' });
    const [row] = await t.db.select().from(accountEmailTemplates).where(and(eq(accountEmailTemplates.accountId, acmeId), eq(accountEmailTemplates.trigger, 'user-invitation')));
    expect(row.html).toBe(body.html);
    expect(saved.json().id).toBe(row.id);
    expect(await audits('email-template.save')).toHaveLength(1);

    const [person] = await t.db.select().from(people).where(eq(people.accountId, acmeId)).offset(3).limit(1);
    const hostile = `<img src=x onerror=alert(1)> & "Bob"`;
    await t.db.update(people).set({ name: hostile }).where(and(eq(people.accountId, acmeId), eq(people.id, person.id)));
    await t.db.delete(mailOutbox).where(and(eq(mailOutbox.accountId, acmeId), eq(mailOutbox.relatedId, person.id)));
    const res = await post('admin@acme.test', '/api/notification-invite-users', { users: [person.email] });
    expect(res.json().queued).toBe(1);
    const [message] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.accountId, acmeId), eq(mailOutbox.relatedId, person.id)));
    expect(message.subject).toBe(`Welcome aboard, ${hostile}`);
    expect(message.html).toBe(
      '<p>Hi &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bob&quot;, install from <a href="https://console.palisade.test/copilot-download">here</a>. Acme Corp</p>',
    );
    expect(message.text).toBe(`Hi ${hostile}, install from https://console.palisade.test/copilot-download`);
  });

  it('answers 400 naming an unknown variable or an oversized part, and saves nothing', async () => {
    const notice = { subject: 'Fix {{deviceName}}', html: '<p>{{deviceName}} fails {{failedControls}}</p>', text: 'Hello {{ firstName }}' };
    const unknown = await post('admin@acme.test', '/api/account-email-templates/noncompliance-notice', notice);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().exception).toMatch(/^Unknown variable \{\{firstName\}\}/);
    expect(unknown.json().issues[0].path).toBe('text');
    const huge = await post('admin@acme.test', '/api/account-email-templates/noncompliance-notice', { ...notice, text: 'ok', html: 'x'.repeat(100_001) });
    expect(huge.statusCode).toBe(400);
    expect(JSON.stringify(huge.json().issues)).toContain('The HTML part is longer than 100000 characters.');
    const rows = await t.db.select().from(accountEmailTemplates).where(and(eq(accountEmailTemplates.accountId, acmeId), eq(accountEmailTemplates.trigger, 'noncompliance-notice')));
    expect(rows).toHaveLength(0);
  });

  it('previews with sample values and resets to the provider’s default', async () => {
    const preview = await post('auditor@acme.test', '/api/account-email-templates/user-invitation/preview', body);
    expect(preview.statusCode).toBe(403); // Policies is closed to the auditor
    const shown = await post('admin@acme.test', '/api/account-email-templates/user-invitation/preview', body);
    expect(shown.json().subject).toBe('Welcome aboard, Jordan Reyes');
    const reset = await t.as('admin@acme.test', { method: 'DELETE', url: '/api/account-email-templates/user-invitation' });
    expect(reset.json()).toMatchObject({ source: 'built-in', id: null, subject: '{{companyName}} invites you to Palisade' });
    expect(await audits('email-template.reset')).toHaveLength(1);
    const list = await t.as('admin@acme.test', { method: 'GET', url: '/api/account-email-templates' });
    expect(list.json().map((r: { trigger: string }) => r.trigger)).toEqual(['user-invitation', 'noncompliance-notice', 'disk-encryption-alert', 'non-mdm-alert', 'uninstall-key']);
    expect((await t.as('admin@acme.test', { method: 'GET', url: '/api/account-email-templates/welcome' })).statusCode).toBe(400);
  });

  it('lets only the provider edit the defaults, which every company without its own version then uses', async () => {
    expect((await t.as('admin@acme.test', { method: 'GET', url: '/api/email-templates' })).statusCode).toBe(403);
    const saved = await post('ops@palisade.test', '/api/email-templates/disk-encryption-alert', {
      subject: 'Encrypt {{deviceName}} now',
      html: '<p>{{recipientName}}: encrypt {{deviceName}}.</p>',
      text: '{{recipientName}}: encrypt {{deviceName}}.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().source).toBe('provider');
    const acme = await t.as('admin@acme.test', { method: 'GET', url: '/api/account-email-templates/disk-encryption-alert' });
    expect(acme.json()).toMatchObject({ source: 'provider', subject: 'Encrypt {{deviceName}} now' });
    const reset = await t.as('ops@palisade.test', { method: 'DELETE', url: '/api/email-templates/disk-encryption-alert' });
    expect(reset.json().source).toBe('built-in');
    const actions = await t.db.select().from(auditLog).where(inArray(auditLog.action, ['email-template.default.save', 'email-template.default.reset']));
    expect(actions.map((a) => a.email)).toEqual(['ops@palisade.test', 'ops@palisade.test']);
  });

  it("lets the provider operator edit a managed company's own version, recorded in the company's log", async () => {
    const url = `/api/provider/companies/${acmeId}/email-templates/non-mdm-alert`;
    const notice = { subject: 'Enrol {{deviceName}} in MDM', html: '<p>{{recipientName}}, enrol {{deviceName}}.</p>', text: '{{recipientName}}, enrol {{deviceName}}.' };
    expect((await post('admin@acme.test', url, notice)).statusCode).toBe(403);
    expect((await post('ops@palisade.test', url, { ...notice, subject: 'Hi {{nobody}}' })).statusCode).toBe(400);
    const saved = await post('ops@palisade.test', url, notice);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ trigger: 'non-mdm-alert', source: 'account', subject: notice.subject, updated_by: 'ops@palisade.test' });
    const [row] = await t.db.select().from(accountEmailTemplates).where(and(eq(accountEmailTemplates.accountId, acmeId), eq(accountEmailTemplates.trigger, 'non-mdm-alert')));
    expect(row).toMatchObject({ subject: notice.subject, html: notice.html });
    // the company sees its own version, and the operator's change in its Admin Action Logs
    expect((await t.as('admin@acme.test', { method: 'GET', url: '/api/account-email-templates/non-mdm-alert' })).json()).toMatchObject({ source: 'account', subject: notice.subject });
    const [logged] = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acmeId), eq(auditLog.action, 'email-template.save'), eq(auditLog.email, 'ops@palisade.test')));
    expect(logged).toBeDefined();
    expect((await t.as('ops@palisade.test', { method: 'GET', url })).json()).toMatchObject({ source: 'account', subject: notice.subject });
    const reset = await t.as('ops@palisade.test', { method: 'DELETE', url });
    expect(reset.json().source).not.toBe('account');
    expect(await t.db.select().from(accountEmailTemplates).where(and(eq(accountEmailTemplates.accountId, acmeId), eq(accountEmailTemplates.trigger, 'non-mdm-alert')))).toEqual([]);
    // a company the operator does not manage (its own provider account) is not found
    const own = t.accounts.Palisade.id;
    expect((await t.as('ops@palisade.test', { method: 'GET', url: `/api/provider/companies/${own}/email-templates/non-mdm-alert` })).statusCode).toBe(404);
  });
});
