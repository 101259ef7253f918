// Issue 24, provider administration: the managed companies with their health (each figure equal to the
// database and to that company's own dashboard), the customer roles refused on every provider call, company
// creation with flags and a first admin, and the audited flag edit.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerApi, type CompanyOverview, type ManagedCompanyRow } from '../../src/api/contract/provider';
import { accountManagers, accounts, auditLog, endpoints, members, people } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
/** the dashboard's Last 7 days, in UTC, as the provider list computes it */
function lastWeek() {
  const now = Date.now();
  return `s=${now - 6 * DAY}&e=${now}&z=UTC`;
}

async function list(email: string, query = ''): Promise<ManagedCompanyRow[]> {
  const res = await t.as(email, { method: 'GET', url: `/api/provider/companies?size=100${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function dbEndpoints(accountId: string) {
  const rows = await t.db
    .select({ status: endpoints.status, version: endpoints.agentVersion })
    .from(endpoints)
    .where(and(eq(endpoints.accountId, accountId), eq(endpoints.infra, false)));
  const versions = new Map<string, number>();
  for (const r of rows) versions.set(r.version, (versions.get(r.version) ?? 0) + 1);
  return { total: rows.length, online: rows.filter((r) => r.status === 'ACTIVE').length, versions };
}

describe('GET /api/provider/companies', () => {
  it("lists the provider admin's managed companies and every company for the SuperAdmin", async () => {
    const managed = await t.db.select({ id: accountManagers.accountId }).from(accountManagers).where(eq(accountManagers.memberId, t.members['ops@palisade.test'].id));
    const opsRows = await list('ops@palisade.test');
    expect(opsRows.map((r) => r.id).sort()).toEqual(managed.map((m) => m.id).sort());
    expect(opsRows.map((r) => r.name)).toEqual(['Acme Corp', 'Globex', 'Initech']);
    const all = await t.db.select({ n: count() }).from(accounts);
    const rootRows = await list('root@palisade.test');
    expect(rootRows).toHaveLength(Number(all[0].n));
    const head = await t.as('root@palisade.test', { method: 'HEAD', url: '/api/provider/companies' });
    expect(head.headers['x-size']).toBe(String(all[0].n));
  });

  it('gives each company endpoint and agent-version figures equal to the database', async () => {
    for (const row of await list('root@palisade.test')) {
      const db = await dbEndpoints(row.id);
      expect({ name: row.name, online: row.endpoints_online, total: row.endpoints_total }).toEqual({ name: row.name, online: db.online, total: db.total });
      expect(new Map(row.agent_versions.map((v) => [v.version, v.count]))).toEqual(db.versions);
    }
    const acme = (await list('ops@palisade.test')).find((r) => r.name === 'Acme Corp')!;
    expect(acme.endpoints_total).toBeGreaterThan(0);
    expect(acme.agent_versions.length).toBeGreaterThan(1);
  });

  it("agrees with Acme's own dashboard: endpoints online and total, and this week's alerts", async () => {
    const acme = (await list('ops@palisade.test', '&q=acme'))[0];
    const inactivity = (await t.as('admin@acme.test', { method: 'GET', url: `/api/device-inactivity-stats?${lastWeek()}` })).json();
    const devices = (await t.as('admin@acme.test', { method: 'GET', url: `/api/device-stats?${lastWeek()}` })).json();
    expect(acme.endpoints_online).toBe(inactivity.active);
    expect(acme.endpoints_total).toBe(devices.total_endpoints);
    const saas = (await t.as('admin@acme.test', { method: 'GET', url: `/api/saas-stats-alerts?${lastWeek()}` })).json();
    const web = (await t.as('admin@acme.test', { method: 'GET', url: `/api/nonsaas-stats-alerts?${lastWeek()}` })).json();
    const dashboardAlerts = saas.alerts + saas.reports + saas.blocks + web.alerts + web.reports + web.blocks;
    expect(dashboardAlerts).toBeGreaterThan(0);
    expect(acme.alerts_week).toBe(dashboardAlerts);
  });

  it('shows flags and billing as the database holds them, and searches and pages', async () => {
    const rows = await list('ops@palisade.test');
    for (const row of rows) {
      const [a] = await t.db.select().from(accounts).where(eq(accounts.id, row.id));
      expect(row.flags).toEqual({
        enable_dlp: a.enableDlp,
        enable_vpn: a.enableVpn,
        enable_mdm: a.enableMdm,
        enable_execute_command: a.enableExecuteCommand,
        disable_session_logs: a.disableSessionLogs,
      });
      expect(row.billing_enabled).toBe(a.billingPeriod !== null && a.billingType !== null && a.unitAmount !== null && a.billingStartDate !== null);
    }
    expect((await list('ops@palisade.test', '&q=GLOB')).map((r) => r.name)).toEqual(['Globex']);
    expect((await list('ops@palisade.test', '&status=PENDING')).map((r) => r.name)).toEqual(['Initech']);
    const page2 = await t.as('ops@palisade.test', { method: 'GET', url: '/api/provider/companies?page=2&size=2' });
    expect(page2.json().map((r: ManagedCompanyRow) => r.name)).toEqual(['Initech']);
  });

  it('counts Pending, All and Active over the same companies as the list', async () => {
    const stats = (await t.as('ops@palisade.test', { method: 'GET', url: '/api/provider/company-stats' })).json();
    const rows = await list('ops@palisade.test');
    expect(stats).toEqual({ all: rows.length, pending: rows.filter((r) => r.status === 'PENDING').length, active: rows.filter((r) => r.status === 'ACTIVE').length });
  });

  it('fixes the endpoint count of /accounts through the same figure', async () => {
    const rows = (await t.as('admin@acme.test', { method: 'GET', url: '/api/accessible-accounts' })).json();
    const acme = rows.find((r: { name: string }) => r.name === 'Acme Corp');
    expect(acme.endpoint_count).toBe((await dbEndpoints(t.accounts['Acme Corp'].id)).total);
  });
});

describe('customer roles', () => {
  const customers = ['admin@acme.test', 'groupadmin@acme.test', 'auditor@acme.test', 'admin@globex.test'];
  it('get 403 on every provider call', async () => {
    const acmeId = t.accounts['Acme Corp'].id;
    const wrong: string[] = [];
    for (const e of Object.values(providerApi)) {
      const url = `/api${e.path.replace(':id', acmeId)}`;
      for (const email of customers) {
        const res = await t.as(email, { method: e.method, url, payload: e.method === 'PATCH' ? { enable_dlp: true } : undefined });
        if (res.statusCode !== 403) wrong.push(`${e.method} ${url} as ${email}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('POST /api/managed-accounts from /add-account', () => {
  it('creates a company with its flags and its first admin; it appears in the list', async () => {
    const res = await t.as('ops@palisade.test', {
      method: 'POST',
      url: '/api/managed-accounts',
      payload: { name: 'Umbrella', enable_dlp: true, enable_mdm: true, admin_email: 'Boss@Umbrella.test' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    const row = (await list('ops@palisade.test', '&q=umbrella'))[0];
    expect(row).toMatchObject({
      id: created.id,
      status: 'PENDING',
      endpoints_total: 0,
      flags: { enable_dlp: true, enable_vpn: false, enable_mdm: true, enable_execute_command: false, disable_session_logs: false },
    });
    const [admin] = await t.db.select().from(members).where(eq(members.email, 'boss@umbrella.test'));
    expect(admin).toMatchObject({ accountId: created.id, role: 'ADMIN', passwordHash: null });
    const overview: CompanyOverview = (await t.as('ops@palisade.test', { method: 'GET', url: `/api/provider/companies/${created.id}` })).json();
    expect(overview.admins).toEqual([expect.objectContaining({ email: 'boss@umbrella.test', role: 'ADMIN', invited: true })]);
  });

  it('answers 400 with the reason on the field, and 409 when the admin already has an account', async () => {
    const bad = await t.as('ops@palisade.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Stark', admin_email: 'not-an-address' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ path: 'admin_email', message: 'Enter a valid e-mail address.' })]);
    const taken = await t.as('ops@palisade.test', { method: 'POST', url: '/api/managed-accounts', payload: { name: 'Stark', admin_email: 'admin@acme.test' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().exception).toContain('admin@acme.test');
    expect(await t.db.select().from(accounts).where(eq(accounts.name, 'Stark'))).toEqual([]);
  });
});

describe('PATCH /api/provider/companies/:id/flags', () => {
  it('changes the flags and writes one audit row to the company, in its admin log', async () => {
    const globex = t.accounts['Globex'];
    const res = await t.as('ops@palisade.test', { method: 'PATCH', url: `/api/provider/companies/${globex.id}/flags`, payload: { enable_vpn: true, enable_dlp: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().flags.enable_vpn).toBe(true);
    const [after] = await t.db.select().from(accounts).where(eq(accounts.id, globex.id));
    expect(after.enableVpn).toBe(true);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.accountId, globex.id)).orderBy(desc(auditLog.at)).limit(1);
    expect(audit).toMatchObject({ action: 'account.flags', target: 'Globex', email: 'ops@palisade.test', role: 'PALISADE_ADMIN' });
    // enable_dlp was already off: only what changed is recorded
    expect(audit.details).toEqual({ account_id: globex.id, changed: ['enable_vpn'], before: { enable_vpn: false }, after: { enable_vpn: true } });
    const events = (await t.as('ops@palisade.test', { method: 'GET', url: `/api/provider/companies/${globex.id}/admin-events` })).json();
    expect(events[0]).toMatchObject({ id: audit.id, action: 'account.flags', target: 'Globex' });
    expect(res.json().recent_events[0].id).toBe(audit.id);
  });

  it("answers 404 for a company the provider admin does not manage, and refuses an empty change", async () => {
    const palisade = t.accounts['Palisade'];
    const res = await t.as('ops@palisade.test', { method: 'PATCH', url: `/api/provider/companies/${palisade.id}/flags`, payload: { enable_vpn: true } });
    expect(res.statusCode).toBe(404);
    const empty = await t.as('root@palisade.test', { method: 'PATCH', url: `/api/provider/companies/${palisade.id}/flags`, payload: {} });
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /api/provider/companies/:id/users (/user-list)', () => {
  it("lists the company's people, counted as the database holds them", async () => {
    const acme = t.accounts['Acme Corp'];
    const [n] = await t.db.select({ n: count() }).from(people).where(eq(people.accountId, acme.id));
    const head = await t.as('ops@palisade.test', { method: 'HEAD', url: `/api/provider/companies/${acme.id}/users` });
    expect(head.headers['x-size']).toBe(String(n.n));
    const page = (await t.as('ops@palisade.test', { method: 'GET', url: `/api/provider/companies/${acme.id}/users?size=5` })).json();
    const ids = page.map((p: { id: string }) => p.id);
    expect(await t.db.select({ id: people.id }).from(people).where(and(eq(people.accountId, acme.id), inArray(people.id, ids)))).toHaveLength(5);
  });
});

describe('GET /api/provider/companies/:id/saas-alerts and website-alerts', () => {
  it("answers the company's own alert list: the same count and rows as its admin sees", async () => {
    const acme = t.accounts['Acme Corp'];
    for (const [mine, theirs] of [['saas-alerts', 'saas-alerts'], ['website-alerts', 'nonsaas-alerts']]) {
      const ours = await t.as('ops@palisade.test', { method: 'HEAD', url: `/api/provider/companies/${acme.id}/${mine}?${lastWeek()}` });
      const own = await t.as('admin@acme.test', { method: 'HEAD', url: `/api/${theirs}?${lastWeek()}` });
      expect(Number(ours.headers['x-size'])).toBeGreaterThan(0);
      expect(ours.headers['x-size']).toBe(own.headers['x-size']);
      const page = (await t.as('ops@palisade.test', { method: 'GET', url: `/api/provider/companies/${acme.id}/${mine}?${lastWeek()}&size=5` })).json();
      const ownPage = (await t.as('admin@acme.test', { method: 'GET', url: `/api/${theirs}?${lastWeek()}&size=5` })).json();
      expect(page).toEqual(ownPage);
    }
  });
});
