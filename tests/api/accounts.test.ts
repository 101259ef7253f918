import { and, eq, ilike, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountManagers, accounts, auditLog, endpoints, people, type AccountRow } from '../../server/db/schema/index';
import { createTestApp, DEMO_EMAILS, reachableAccountIds, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const expectedAccessible = (email: string) => reachableAccountIds(t, email);
const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe('GET /api/accessible-accounts', () => {
  it.each([
    ['admin@acme.test', ['Acme Corp']],
    ['groupadmin@acme.test', ['Acme Corp']],
    ['auditor@acme.test', ['Acme Corp']],
    ['admin@globex.test', ['Globex']],
    ['ops@palisade.test', ['Acme Corp', 'Globex', 'Initech', 'Palisade']],
    ['root@palisade.test', ['Acme Corp', 'Globex', 'Initech', 'Palisade']],
  ])('lists what %s may reach', async (email, names) => {
    const res = await t.as(email, { method: 'GET', url: '/api/accessible-accounts' });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { name: string }) => r.name)).toEqual(names);
    expect(ids(rows)).toEqual(await expectedAccessible(email));
    const head = await t.as(email, { method: 'HEAD', url: '/api/accessible-accounts' });
    expect(head.headers['x-size']).toBe(String(names.length));
    expect(head.body).toBe('');
  });

  it('returns company rows with counts from the database', async () => {
    const res = await t.as('root@palisade.test', { method: 'GET', url: '/api/accessible-accounts?q=ACME' });
    const [row] = res.json();
    const acme = t.accounts['Acme Corp'];
    const peopleCount = (await t.db.select().from(people).where(eq(people.accountId, acme.id))).length;
    // issue 24: the company's own dashboard figure, every non-infra endpoint (it was 0 for every company)
    const endpointCount = (await t.db.select().from(endpoints).where(and(eq(endpoints.accountId, acme.id), eq(endpoints.infra, false)))).length;
    expect(endpointCount).toBeGreaterThan(0);
    expect(row).toEqual({
      id: acme.id,
      client_id: acme.clientId,
      name: 'Acme Corp',
      status: 'ACTIVE',
      parent_name: null,
      endpoint_count: endpointCount,
      people_count: peopleCount,
      created_at: acme.createdAt.toISOString(),
    });
    expect(peopleCount).toBe(400);
  });

  it('filters by name (case-insensitive) and status, and pages', async () => {
    const q = async (query: string) => (await t.as('ops@palisade.test', { method: 'GET', url: `/api/accessible-accounts?${query}` })).json();
    const head = async (query: string) => (await t.as('ops@palisade.test', { method: 'HEAD', url: `/api/accessible-accounts?${query}` })).headers['x-size'];
    expect((await q('status=PENDING')).map((r: { name: string }) => r.name)).toEqual(['Initech']);
    expect(await head('status=ACTIVE')).toBe('3');
    expect((await q('q=gLoB')).map((r: { name: string }) => r.name)).toEqual(['Globex']);
    expect(await head('q=%25')).toBe('0');
    expect((await q('page=2&size=2')).map((r: { name: string }) => r.name)).toEqual(['Initech', 'Palisade']);
    const dbCount = (await t.db.select().from(accounts).where(and(ilike(accounts.name, '%e%'), inArray(accounts.id, await expectedAccessible('ops@palisade.test'))))).length;
    expect(await head('q=e&page=3&size=1')).toBe(String(dbCount));
  });
});

describe('GET /api/all-accounts', () => {
  it('lists every company for SuperAdmin and the managed ones for the provider admin', async () => {
    const root = await t.as('root@palisade.test', { method: 'GET', url: '/api/all-accounts?size=100' });
    expect(ids(root.json())).toEqual(ids(await t.db.select().from(accounts)));
    const ops = await t.as('ops@palisade.test', { method: 'GET', url: '/api/all-accounts' });
    const managed = await t.db.select().from(accountManagers).where(eq(accountManagers.memberId, t.members['ops@palisade.test'].id));
    expect(ids(ops.json())).toEqual(managed.map((m) => m.accountId).sort());
    const head = await t.as('ops@palisade.test', { method: 'HEAD', url: '/api/all-accounts' });
    expect(head.headers['x-size']).toBe(String(managed.length));
  });

  it.each(['admin@acme.test', 'groupadmin@acme.test', 'auditor@acme.test', 'admin@globex.test'])('refuses %s with 403', async (email) => {
    expect((await t.as(email, { method: 'GET', url: '/api/all-accounts' })).statusCode).toBe(403);
    expect((await t.as(email, { method: 'HEAD', url: '/api/all-accounts' })).statusCode).toBe(403);
  });
});

describe('GET /api/stats', () => {
  it.each(DEMO_EMAILS)('counts the companies %s may reach', async (email) => {
    const reachable = await t.db.select().from(accounts).where(inArray(accounts.id, await expectedAccessible(email)));
    const res = await t.as(email, { method: 'GET', url: '/api/stats' });
    expect(res.json()).toEqual({
      all: reachable.length,
      active: reachable.filter((a) => a.status === 'ACTIVE').length,
      pending: reachable.filter((a) => a.status === 'PENDING').length,
    });
  });
});

describe('GET /api/accounts and /api/account-status', () => {
  it('describes the session’s company', async () => {
    const res = await t.as('admin@globex.test', { method: 'GET', url: '/api/accounts' });
    const g = t.accounts['Globex'];
    expect(res.json()).toMatchObject({
      id: g.id,
      client_id: g.clientId,
      name: 'Globex',
      disable_session_logs: true,
      enable_dlp: false,
      enable_mdm: false,
      enable_vpn: false,
      enable_execute_command: false,
      billing_period: null,
      unit_amount: null,
      is_provider: false,
    });
    const acme = await t.as('admin@acme.test', { method: 'GET', url: '/api/accounts' });
    expect(acme.json()).toMatchObject({ billing_period: 'monthly', billing_type: 'per_endpoint', unit_amount: 4, billing_start_date: '2025-07-01' });
    const status = await t.as('admin@globex.test', { method: 'GET', url: '/api/account-status' });
    expect(status.json()).toEqual({ user_onboarding_required: g.userOnboardingRequired, setup_started: g.setupStarted });
  });
});

describe('POST /api/managed-accounts', () => {
  it('lets the provider admin create a company it then manages', async () => {
    const res = await t.as('ops@palisade.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Hooli', enable_dlp: true } });
    expect(res.statusCode).toBe(201);
    const row = res.json();
    expect(row).toMatchObject({ name: 'Hooli', status: 'PENDING', parent_name: null, people_count: 0, endpoint_count: 0 });
    const [stored] = await t.db.select().from(accounts).where(eq(accounts.id, row.id));
    expect(stored).toMatchObject({ clientId: row.client_id, enableDlp: true, enableVpn: false, parentId: null, isProvider: false });
    const managers = await t.db.select().from(accountManagers).where(eq(accountManagers.accountId, row.id));
    expect(managers.map((m) => m.memberId)).toEqual([t.members['ops@palisade.test'].id]);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.create'), eq(auditLog.target, 'Hooli')));
    expect(audit).toMatchObject([{ accountId: t.accounts['Palisade'].id, memberId: t.members['ops@palisade.test'].id, traceId: res.headers['x-trace-id'] }]);
    const all = await t.as('ops@palisade.test', { method: 'GET', url: '/api/all-accounts?q=hooli' });
    expect(all.json().map((r: { id: string }) => r.id)).toEqual([row.id]);
  });

  it('lets an account admin create a sub-account of its company', async () => {
    const res = await t.as('admin@globex.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Globex Europe', disable_session_logs: true } });
    expect(res.statusCode).toBe(201);
    expect(res.json().parent_name).toBe('Globex');
    const [stored] = await t.db.select().from(accounts).where(eq(accounts.id, res.json().id));
    expect(stored.parentId).toBe(t.accounts['Globex'].id);
    const list = await t.as('admin@globex.test', { method: 'GET', url: '/api/accessible-accounts' });
    expect(list.json().map((r: { name: string }) => r.name)).toEqual(['Globex', 'Globex Europe']);
  });

  it('lets SuperAdmin create a company without a manager row', async () => {
    const res = await t.as('root@palisade.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Vandelay Industries' } });
    expect(res.statusCode).toBe(201);
    expect(await t.db.select().from(accountManagers).where(eq(accountManagers.accountId, res.json().id))).toEqual([]);
  });

  it('answers 409 for a name the caller already reaches', async () => {
    const res = await t.as('ops@palisade.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'globex' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ exception: 'A company named globex already exists.', code: 'CONFLICT' });
  });

  describe('never grants a feature its creator’s company lacks (docs/ROLES.md, issue 15)', () => {
    const ALL_ON = { enable_dlp: true, enable_vpn: true, enable_mdm: true, enable_execute_command: true, disable_session_logs: false };
    const stored = (name: string) => t.db.select().from(accounts).where(eq(accounts.name, name));
    const flagsOf = (a: AccountRow) => ({
      enable_dlp: a.enableDlp,
      enable_vpn: a.enableVpn,
      enable_mdm: a.enableMdm,
      enable_execute_command: a.enableExecuteCommand,
      disable_session_logs: a.disableSessionLogs,
    });

    it('refuses the Globex admin every feature Globex lacks, names them, and stores nothing', async () => {
      const before = (await t.db.select().from(accounts)).length;
      const res = await t.as('admin@globex.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Globex Everything', ...ALL_ON } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'FORBIDDEN',
        exception: 'Globex does not have DLP, ZTPA (VPN), device management (MDM), remote commands or session logs; a company you create cannot have a feature your company lacks.',
      });
      expect(await stored('Globex Everything')).toEqual([]);
      expect((await t.db.select().from(accounts)).length).toBe(before);
    });

    it.each([
      [{ enable_dlp: true, disable_session_logs: true }, 'Globex does not have DLP;'],
      [{ disable_session_logs: false }, 'Globex does not have session logs;'],
      [{}, 'Globex does not have session logs;'],
    ])('refuses the Globex admin %j', async (flags, message) => {
      const res = await t.as('admin@globex.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Globex One Flag', ...flags } });
      expect(res.statusCode).toBe(403);
      expect(res.json().exception.startsWith(message)).toBe(true);
      expect(await stored('Globex One Flag')).toEqual([]);
    });

    it('lets the Globex admin create a sub-account with the features Globex has', async () => {
      const globex = t.accounts['Globex'];
      const res = await t.as('admin@globex.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Globex Asia', ...flagsOf(globex) } });
      expect(res.statusCode).toBe(201);
      const [row] = await stored('Globex Asia');
      expect(flagsOf(row)).toEqual(flagsOf(globex));
      expect(row.parentId).toBe(globex.id);
    });

    it('lets the Acme admin (every feature on) create a sub-account with all of them, or with session logs off', async () => {
      expect(flagsOf(t.accounts['Acme Corp'])).toEqual(ALL_ON);
      const res = await t.as('admin@acme.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Acme Everything', ...ALL_ON } });
      expect(res.statusCode).toBe(201);
      const [row] = await stored('Acme Everything');
      expect(flagsOf(row)).toEqual(ALL_ON);
      expect(row.parentId).toBe(t.accounts['Acme Corp'].id);
      const quieter = await t.as('admin@acme.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Acme Quiet', disable_session_logs: true } });
      expect(quieter.statusCode).toBe(201);
    });

    it('bounds an admin switched into its sub-account by its own company, the parent of what it creates', async () => {
      const sub = (await stored('Globex Asia'))[0];
      const switched = await t.as('admin@globex.test', { method: 'POST', url: '/api/auth/update', payload: { client_id: sub.clientId } });
      expect(switched.statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/managed-accounts',
        headers: { authorization: `Bearer ${switched.json().token}` },
        payload: { name: 'Globex Asia Pacific', enable_vpn: true, disable_session_logs: true },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().exception).toBe('Globex does not have ZTPA (VPN); a company you create cannot have a feature your company lacks.');
      expect(await stored('Globex Asia Pacific')).toEqual([]);
    });

    it.each(['ops@palisade.test', 'root@palisade.test'])('lets the provider (%s) grant any feature', async (email) => {
      const name = `Provider Everything ${email}`;
      const res = await t.as(email, { method: 'POST', url: '/api/managed-accounts', payload: { name, ...ALL_ON } });
      expect(res.statusCode).toBe(201);
      expect(flagsOf((await stored(name))[0])).toEqual(ALL_ON);
      const none = await t.as(email, { method: 'POST', url: '/api/managed-accounts', payload: { name: `${name} quiet`, disable_session_logs: true } });
      expect(none.statusCode).toBe(201);
    });

    it('lets the provider admin switched into Globex still grant any feature (it creates a customer, not a sub-account of Globex)', async () => {
      const switched = await t.as('ops@palisade.test', { method: 'POST', url: '/api/auth/update', payload: { client_id: t.accounts['Globex'].clientId } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/managed-accounts',
        headers: { authorization: `Bearer ${switched.json().token}` },
        payload: { name: 'Provider From Globex', ...ALL_ON },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await stored('Provider From Globex');
      expect(flagsOf(row)).toEqual(ALL_ON);
      expect(row.parentId).toBeNull();
    });
  });

  it.each(['auditor@acme.test', 'groupadmin@acme.test'])('refuses %s with 403 and stores nothing', async (email) => {
    const before = (await t.db.select().from(accounts)).length;
    const res = await t.as(email, { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Should Not Exist' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await t.db.select().from(accounts)).length).toBe(before);
  });
});
