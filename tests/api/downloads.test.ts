// Issue 27 Downloads: an admin issues the enrolment secret for install commands. The answer enrols a
// device, the previous secret no longer does, the row is audited without the secret, and no other role
// (nor a signed-out caller) gets one.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../server/db/schema/index';
import { setEnrolmentSecret } from '../../server/ingest/endpoints';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const OLD = 'downloads-test-old-secret-0027';

beforeAll(async () => {
  t = await createTestApp({ agent: { sweepIntervalMs: 0 } });
  await setEnrolmentSecret(t.db, t.accounts['Acme Corp'].id, OLD);
}, 120_000);
afterAll(async () => t?.close());

const enrol = (secret: string, serial: string) =>
  t.app.inject({
    method: 'POST',
    url: '/agent/v1/enrol',
    payload: { secret, hostname: 'dl-test-host', serial, platform: 'LINUX_AMD_64', os_name: 'Debian GNU/Linux', os_version: '12', agent_version: '1.0.0', owner_email: 'dl.owner@acme.test' },
  });

describe('POST /api/downloads/enrolment-secret', () => {
  it('answers a new secret that enrols, retires the old one, and writes an audit row without it', async () => {
    const acme = t.accounts['Acme Corp'].id;
    const res = await t.as('admin@acme.test', { method: 'POST', url: '/api/downloads/enrolment-secret' });
    expect(res.statusCode, res.body).toBe(200);
    const { secret } = res.json() as { secret: string };
    expect(secret.length).toBeGreaterThanOrEqual(32);

    const [account] = await t.db.select({ hash: accounts.enrolmentSecretHash }).from(accounts).where(eq(accounts.id, acme));
    expect(account.hash).not.toContain(secret);
    expect((await enrol(secret, 'DL-NEW-1')).statusCode).toBe(200);
    expect((await enrol(OLD, 'DL-OLD-1')).statusCode).toBe(401);

    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'agent.enrolment_secret.issue')));
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe('admin@acme.test');
    expect(JSON.stringify(rows[0])).not.toContain(secret);
  });

  it('is refused to other roles and to signed-out callers', async () => {
    for (const email of ['auditor@acme.test', 'groupadmin@acme.test']) {
      expect((await t.as(email, { method: 'POST', url: '/api/downloads/enrolment-secret' })).statusCode, email).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/downloads/enrolment-secret' })).statusCode).toBe(401);
  });
});
