// Issue 5 enforcement: the versioned policy document, its acknowledgement, and how far a version has reached.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyDocument } from '../../src/api/contract/agent';
import {
  accountAppSettings,
  blockedWebsites,
  bypassedDomains,
  customApps,
  endpoints,
  geoFences,
  saasApps,
  unsanctionedCategories,
} from '../../server/db/schema/index';
import { bumpPolicyVersion, currentPolicyVersion } from '../../server/lib/policy-version';
import { createAgentTestApp, enrol, GLOBEX_SECRET, TEST_APPS, type AgentTestApp, type Enrolled } from './agent-fixtures';

// Real time plus an offset the test moves: the console's tokens must be newer than the seeded members.
let offset = 0;
const now = () => new Date(Date.now() + offset);
let t: AgentTestApp;
let acmeDevice: Enrolled;
let globexDevice: Enrolled;
const [chat, ai] = TEST_APPS;

beforeAll(async () => {
  t = await createAgentTestApp({ now });
  acmeDevice = await enrol(t, { hostname: 'POLICY-ACME' });
  globexDevice = await enrol(t, { hostname: 'POLICY-GLOBEX', secret: GLOBEX_SECRET, owner_email: 'owner.person@globex.test' });
});
afterAll(() => t?.close());

const getPolicy = (d: Enrolled, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/agent/v1/policy', headers: { ...d.headers, ...headers } });
const ack = (d: Enrolled, version: unknown) => t.app.inject({ method: 'POST', url: '/agent/v1/policy/ack', headers: d.headers, payload: { version } });

/** A policy change as the console's routes make it: the rows and the version bump in one transaction. */
async function change(accountId: string, write: (tx: AgentTestApp['db']) => Promise<unknown>): Promise<number> {
  return t.db.transaction(async (tx) => {
    await write(tx as unknown as AgentTestApp['db']);
    return bumpPolicyVersion(tx as unknown as AgentTestApp['db'], accountId, now());
  });
}

async function policyOf(d: Enrolled): Promise<PolicyDocument> {
  const res = await getPolicy(d);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /agent/v1/policy', () => {
  let version = 0;
  const customName = `Acme Only Tool ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    version = await change(t.acmeId, async (tx) => {
      await tx
        .insert(accountAppSettings)
        .values({ accountId: t.acmeId, appId: t.appIds.get(chat.name)!, accessType: 'Unsanctioned', unsanctionedAction: 'Block' })
        .onConflictDoUpdate({ target: [accountAppSettings.accountId, accountAppSettings.appId], set: { accessType: 'Unsanctioned', unsanctionedAction: 'Block' } });
      await tx.insert(unsanctionedCategories).values({ accountId: t.acmeId, category: 'Gen AI', action: 'Block Alert' }).onConflictDoNothing();
      const [custom] = await tx
        .insert(customApps)
        .values({ accountId: t.acmeId, name: customName, url: 'https://tool.acme-only.example', domains: ['tool.acme-only.example'], category: 'Productivity' })
        .returning();
      await tx.insert(accountAppSettings).values({ accountId: t.acmeId, appId: custom.id, accessType: 'Unsanctioned', unsanctionedAction: 'Report' });
      await tx.insert(blockedWebsites).values({ accountId: t.acmeId, domain: 'casino.example', action: 'Block' });
      await tx.insert(geoFences).values({ accountId: t.acmeId, name: 'Embargo', countries: ['KP', 'IR'], action: 'Block Alert' });
      await tx.insert(bypassedDomains).values([
        { accountId: t.acmeId, kind: 'other', name: 'Updates', domains: ['updates.acme.example'] },
        { accountId: t.acmeId, kind: 'app', name: chat.name },
      ]);
    });
  });

  it('holds the version and every explicit setting the database holds for the account', async () => {
    const doc = await policyOf(acmeDevice);
    expect(doc.version).toBe(version);
    expect(doc.version).toBe((await currentPolicyVersion(t.db, t.acmeId)).version);
    const explicit = (await t.db.execute(sql`
      select coalesce(s.name, c.name) as name, a.access_type::text as access_type, a.unsanctioned_action::text as action
      from account_app_settings a left join saas_apps s on s.id = a.app_id left join custom_apps c on c.account_id = a.account_id and c.id = a.app_id
      where a.account_id = ${t.acmeId} and a.access_type <> 'Unclassified'`)) as unknown as { rows: { name: string; access_type: string; action: string | null }[] };
    expect(explicit.rows.length).toBeGreaterThan(2);
    const byName = new Map(doc.apps.map((a) => [a.name, a]));
    for (const row of explicit.rows) {
      expect(byName.get(row.name), row.name).toMatchObject({ access_type: row.access_type, ...(row.action ? { action: row.action } : {}) });
      if (!row.action) expect(byName.get(row.name)!.action).toBeUndefined();
    }
    expect(byName.get(customName)).toEqual({ name: customName, domains: ['tool.acme-only.example'], access_type: 'Unsanctioned', action: 'Report' });
  });

  it('adds the apps of an unsanctioned category unless they are classified explicitly', async () => {
    const doc = await policyOf(acmeDevice);
    const byName = new Map(doc.apps.map((a) => [a.name, a]));
    const inCategory = await t.db.select().from(saasApps).where(sql`'Gen AI' = any(${saasApps.categories})`);
    expect(inCategory.some((a) => a.name === ai.name)).toBe(true);
    const classified = new Set(
      (await t.db.select().from(accountAppSettings).where(and(eq(accountAppSettings.accountId, t.acmeId), sql`${accountAppSettings.accessType} <> 'Unclassified'`))).map((s) => s.appId),
    );
    for (const app of inCategory.filter((a) => !classified.has(a.id))) {
      expect(byName.get(app.name), app.name).toMatchObject({ access_type: 'Unsanctioned', action: 'Block Alert' });
    }
    expect(byName.get(ai.name)).toEqual({ name: ai.name, domains: [...ai.domains], access_type: 'Unsanctioned', action: 'Block Alert' });
  });

  // One rule (server/modules/saas/access.ts): what the SaaS screens show is what the agents enforce.
  it("gives every app the access type and action the console's SaaS calls report for it", async () => {
    const doc = await policyOf(acmeDevice);
    type Access = { name: string; access_type: string; action_type: string | null };
    const read = async (url: string): Promise<Access[]> => {
      const res = await t.as('admin@acme.test', { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const readAll = async (path: string, query = '') => {
      const rows: Access[] = [];
      for (let page = 1; ; page++) {
        const batch = await read(`${path}?page=${page}&size=500${query}`);
        rows.push(...batch);
        if (batch.length < 500) return rows;
      }
    };
    const enforced = new Map(doc.apps.map((a) => [a.name, { access_type: a.access_type, action_type: a.action ?? null }]));
    const accessOf = (r: Access) => ({ access_type: r.access_type, action_type: r.action_type });
    const expectAgrees = (rows: Access[]) => {
      for (const r of rows) expect(enforced.get(r.name) ?? { access_type: 'Unclassified', action_type: null }, r.name).toEqual(accessOf(r));
    };

    // GET /saas (the catalog) and GET /cust-saas (the company's own apps) cover every app the company can see.
    const everyApp = [...(await readAll('/api/saas')), ...(await readAll('/api/cust-saas'))];
    expectAgrees(everyApp);
    const classified = everyApp.filter((r) => r.access_type !== 'Unclassified').map((r) => r.name);
    expect(doc.apps.map((a) => a.name).sort()).toEqual(classified.sort());
    expect(doc.apps.some((a) => a.access_type === 'Sanctioned')).toBe(true);
    expect(doc.apps.filter((a) => a.action === 'Block Alert').length).toBeGreaterThan(1);

    // /saas-config's classified apps and the inventory screens' rows say the same.
    const account = await readAll('/api/saas-account');
    expect(account.length).toBeGreaterThan(2);
    expectAgrees(account);
    const e = now().getTime();
    const inventory = await readAll('/api/saas-inv', `&s=${e - 14 * 86_400_000}&e=${e}&z=UTC`);
    expect(inventory.some((r) => enforced.has(r.name))).toBe(true);
    expectAgrees(inventory);
  });

  it('lists blocked categories and websites, geo-fences and bypassed domains as stored', async () => {
    const doc = await policyOf(acmeDevice);
    const categories = (await t.db.execute(sql`select category from blocked_categories where account_id = ${t.acmeId} order by category`)) as unknown as { rows: { category: string }[] };
    expect(doc.blocked_categories).toEqual(categories.rows.map((r) => r.category));
    expect(doc.blocked_websites).toEqual([{ domain: 'casino.example', action: 'Block' }]);
    expect(doc.geo_fences).toEqual([{ name: 'Embargo', countries: ['KP', 'IR'], action: 'Block Alert' }]);
    expect(doc.bypassed_domains).toEqual([...chat.domains, 'updates.acme.example'].sort());
  });

  it('answers 304 to If-None-Match of the current version, and the new document after a change', async () => {
    const first = await getPolicy(acmeDevice);
    const etag = first.headers.etag as string;
    expect(etag).toBe(`"policy-${version}"`);
    const again = await getPolicy(acmeDevice, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const next = await change(t.acmeId, (tx) =>
      tx.update(accountAppSettings).set({ unsanctionedAction: 'Report' }).where(and(eq(accountAppSettings.accountId, t.acmeId), eq(accountAppSettings.appId, t.appIds.get(chat.name)!))),
    );
    const changed = await getPolicy(acmeDevice, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe(`"policy-${next}"`);
    expect(changed.json().apps.find((a: { name: string }) => a.name === chat.name)).toMatchObject({ action: 'Report' });
    version = next;
  });

  it('never gives a Globex device anything of Acme', async () => {
    const doc = await policyOf(globexDevice);
    expect(doc.version).toBe((await currentPolicyVersion(t.db, t.globexId)).version);
    expect(doc.apps.map((a) => a.name)).not.toContain(customName);
    expect(doc.blocked_websites).toEqual([]);
    expect(doc.geo_fences).toEqual([]);
    expect(doc.bypassed_domains).toEqual([]);
  });

  it('refuses a call without a valid device token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/agent/v1/policy' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/agent/v1/policy', headers: { authorization: `Bearer ${t.tokens['admin@acme.test']}` } })).statusCode).toBe(401);
  });
});

describe('heartbeat and POST /agent/v1/policy/ack', () => {
  const row = async (d: Enrolled) => (await t.db.select().from(endpoints).where(eq(endpoints.id, d.endpointId)))[0];

  it('heartbeat carries the account\'s current version', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/agent/v1/heartbeat', headers: acmeDevice.headers, payload: {} });
    expect(res.json().policy_version).toBe((await currentPolicyVersion(t.db, t.acmeId)).version);
    const globex = await t.app.inject({ method: 'POST', url: '/agent/v1/heartbeat', headers: globexDevice.headers, payload: {} });
    expect(globex.json().policy_version).toBe((await currentPolicyVersion(t.db, t.globexId)).version);
  });

  it('stores the acknowledged version and when it was applied', async () => {
    const { version } = await currentPolicyVersion(t.db, t.acmeId);
    const res = await ack(acmeDevice, version);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await row(acmeDevice);
    expect(stored.policyVersion).toBe(version);
    expect(res.json()).toEqual({ version, applied_at: stored.policyAppliedAt!.toISOString() });
  });

  it('refuses a version above the current one with 400 and stores nothing', async () => {
    const before = await row(acmeDevice);
    const policyOf = (e: typeof before) => ({ policyVersion: e.policyVersion, policyAppliedAt: e.policyAppliedAt });
    const { version } = await currentPolicyVersion(t.db, t.acmeId);
    const res = await ack(acmeDevice, version + 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('version');
    // Acme's version is not Globex's: a Globex device cannot claim it
    const globex = await currentPolicyVersion(t.db, t.globexId);
    if (version > globex.version) expect((await ack(globexDevice, version)).statusCode).toBe(400);
    for (const bad of [-1, 1.5, '2', null]) expect((await ack(acmeDevice, bad)).statusCode, String(bad)).toBe(400);
    expect(policyOf(await row(acmeDevice))).toEqual(policyOf(before));
  });
});

describe('GET /api/policy-status', () => {
  const status = (email: string) => t.as(email, { method: 'GET', url: '/api/policy-status' });

  /** The same counts, straight from the table: online = acknowledged once and seen within 10 minutes. */
  async function expected(accountId: string) {
    const { version } = await currentPolicyVersion(t.db, accountId);
    const since = new Date(now().getTime() - 10 * 60_000);
    const rows = await t.db.select().from(endpoints).where(and(eq(endpoints.accountId, accountId), sql`${endpoints.status} <> 'INACTIVE'`));
    const online = rows.filter((e) => e.policyAppliedAt !== null && e.lastSeen > since);
    const applied = rows.filter((e) => e.policyVersion >= version);
    return {
      version,
      endpoints_total: rows.length,
      online: online.length,
      applied_online: online.filter((e) => e.policyVersion >= version).length,
      applied_total: applied.length,
      pending_offline: rows.filter((e) => !online.includes(e) && e.policyVersion < version).length,
      online_window_minutes: 10,
    };
  }

  it('counts the endpoints online, applied and pending as the database has them', async () => {
    const lagging = await enrol(t, { hostname: 'POLICY-LAGGING' });
    const { version } = await currentPolicyVersion(t.db, t.acmeId);
    expect((await ack(lagging, version)).statusCode).toBe(200);
    await change(t.acmeId, (tx) => tx.insert(blockedWebsites).values({ accountId: t.acmeId, domain: 'lag.example', action: 'Report' }));
    const res = await status('admin@acme.test');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject(await expected(t.acmeId));
    expect(body.online).toBeGreaterThanOrEqual(2);
    expect(body.applied_online).toBe(0);

    expect((await ack(acmeDevice, version + 1)).statusCode).toBe(200);
    const after = (await status('admin@acme.test')).json();
    expect(after).toMatchObject(await expected(t.acmeId));
    expect(after.applied_online).toBe(body.applied_online + 1);
  });

  it('stops counting an agent as online once it is silent for the window', async () => {
    const before = (await status('admin@acme.test')).json();
    offset += 11 * 60_000;
    const after = (await status('admin@acme.test')).json();
    expect(after).toMatchObject(await expected(t.acmeId));
    expect(after.online).toBe(0);
    expect(after.pending_offline).toBeGreaterThan(before.pending_offline);
  });

  it('is gated like the Policies screens (no auditor or group admin there); Globex sees its own', async () => {
    expect((await status('auditor@acme.test')).statusCode).toBe(403);
    expect((await status('groupadmin@acme.test')).statusCode).toBe(403);
    const globex = await status('admin@globex.test');
    expect(globex.statusCode).toBe(200);
    expect(globex.json()).toMatchObject(await expected(t.globexId));
  });
});
