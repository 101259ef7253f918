// DESIGN.md tenancy: a matrix proving no route returns or changes another account's rows.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, groups, memberGroups, people, personGroups } from '../../server/db/schema/index';
import { appUsageDaily } from '../../server/db/schema/rollups';
import { blockedCategories } from '../../server/db/schema/catalog';
import { setupPreferences, setupVisits } from '../../server/db/schema/setup';
import { createTestApp, reachableAccountIds, type TestApp } from './helpers';

interface Session {
  label: string;
  email: string;
  token: string;
  accountId: string;
}

let t: TestApp;
const sessions: Session[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const [email, token] of Object.entries(t.tokens)) sessions.push({ label: email, email, token, accountId: t.members[email].accountId });
  // Sessions that switched company: their rows must follow the current company, their reach the home one.
  for (const [email, company] of [['ops@palisade.test', 'Acme Corp'], ['root@palisade.test', 'Globex']] as const) {
    const target = t.accounts[company];
    const res = await t.as(email, { method: 'POST', url: '/api/auth/update', payload: { client_id: target.clientId } });
    sessions.push({ label: `${email} in ${company}`, email, token: res.json().token, accountId: target.id });
  }
});
afterAll(() => t?.close());

const SETUP_READS = ['/api/account-setup-status', '/api/account-setup-saas-apps', '/api/account-setup-saas-apps-categories', '/api/account-setup-blocked-saas-categories'];
const READS = ['/api/accounts', '/api/account-status', '/api/accessible-accounts', '/api/all-accounts', '/api/stats', '/api/users', '/api/enums', ...SETUP_READS];
const COUNTS = ['/api/accessible-accounts', '/api/all-accounts', '/api/users', '/api/account-setup-saas-apps'];
/** The setup guide's writes, each with a valid body. */
const SETUP_WRITES = [
  { url: '/api/account-setup-steps', payload: { step: 'Step_1' } },
  { url: '/api/account-setup-preferences', payload: { dismissed: true, hidden: true } },
  { url: '/api/account-setup-start', payload: {} },
];

function inject(s: Session, method: 'GET' | 'HEAD' | 'POST', url: string, extra: { headers?: Record<string, string>; payload?: object } = {}) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${s.token}`, ...extra.headers }, payload: extra.payload });
}

/** The people of the session's current company it may see (GROUP_ADMIN: those of its groups). */
async function peopleOfCompany(s: Session): Promise<Set<string>> {
  const member = t.members[s.email];
  if (member.role !== 'GROUP_ADMIN') {
    return new Set((await t.db.select({ id: people.id }).from(people).where(eq(people.accountId, s.accountId))).map((p) => p.id));
  }
  const allowed = (await t.db.select().from(memberGroups).where(and(eq(memberGroups.memberId, member.id), eq(memberGroups.accountId, s.accountId)))).map((g) => g.groupId);
  if (allowed.length === 0) return new Set();
  const rows = await t.db.select({ id: personGroups.personId }).from(personGroups).where(and(eq(personGroups.accountId, s.accountId), inArray(personGroups.groupId, allowed)));
  return new Set(rows.map((r) => r.id));
}

/** The people list is a customer inventory screen: closed to the provider roles (null). */
async function peopleVisibleTo(s: Session): Promise<Set<string> | null> {
  const role = t.members[s.email].role;
  return role === 'SuperAdmin' || role === 'PALISADE_ADMIN' ? null : peopleOfCompany(s);
}

const reachableCache = new Map<string, Promise<Set<string>>>();
function reachableOf(s: Session): Promise<Set<string>> {
  if (!reachableCache.has(s.email)) reachableCache.set(s.email, reachableAccountIds(t, s.email).then((ids) => new Set(ids)));
  return reachableCache.get(s.email)!;
}

/** Checks every row a read returned against what the database says the session may see. */
async function assertOnlyVisible(s: Session, path: string, res: LightMyRequestResponse) {
  if (res.statusCode === 403) return;
  expect(res.statusCode, `${s.label} ${path}`).toBe(200);
  const body = res.json();
  const reachable = await reachableOf(s);
  switch (path) {
    case '/api/accounts':
      expect(body.id).toBe(s.accountId);
      break;
    case '/api/accessible-accounts':
      for (const row of body) expect(reachable.has(row.id), `${s.label} sees ${row.name}`).toBe(true);
      break;
    case '/api/all-accounts':
      for (const row of body) expect(reachable.has(row.id), `${s.label} sees ${row.name}`).toBe(true);
      break;
    case '/api/stats':
      expect(body.all).toBeLessThanOrEqual(reachable.size);
      break;
    case '/api/users': {
      const visible = await peopleVisibleTo(s);
      expect(visible, `${s.label} reads people`).not.toBeNull();
      for (const row of body) expect(visible!.has(row.id), `${s.label} sees ${row.email}`).toBe(true);
      if (body.length > 0) {
        const stored = await t.db.select().from(people).where(inArray(people.id, body.map((r: { id: string }) => r.id)));
        for (const p of stored) expect(p.accountId).toBe(s.accountId);
      }
      break;
    }
    case '/api/account-setup-status': {
      const visited = (await t.db.select().from(setupVisits).where(eq(setupVisits.accountId, s.accountId))).map((v) => v.step).sort();
      expect(body.steps.filter((x: { visited: boolean }) => x.visited).map((x: { step: string }) => x.step).sort(), s.label).toEqual(visited);
      const [prefs] = await t.db.select().from(setupPreferences).where(and(eq(setupPreferences.accountId, s.accountId), eq(setupPreferences.memberId, t.members[s.email].id)));
      expect(body.dismissed, s.label).toBe(prefs?.dismissedAt != null);
      break;
    }
    case '/api/account-setup-saas-apps':
      for (const row of body) {
        const used = await t.db.select({ n: count() }).from(appUsageDaily).where(and(eq(appUsageDaily.accountId, s.accountId), eq(appUsageDaily.appId, row.id)));
        expect(Number(used[0].n), `${s.label} sees ${row.name}`).toBeGreaterThan(0);
      }
      break;
    case '/api/account-setup-blocked-saas-categories': {
      const blocked = (await t.db.select().from(blockedCategories).where(eq(blockedCategories.accountId, s.accountId))).map((b) => b.category).sort();
      expect(body.filter((c: { blocked: boolean }) => c.blocked).map((c: { name: string }) => c.name).sort(), s.label).toEqual(blocked);
      break;
    }
    case '/api/enums': {
      const visible = await peopleOfCompany(s);
      const depts = visible.size
        ? new Set((await t.db.select({ d: people.department }).from(people).where(and(eq(people.accountId, s.accountId), inArray(people.id, [...visible])))).map((r) => r.d))
        : new Set();
      for (const d of body.departments) expect(depts.has(d), `${s.label} sees department ${d}`).toBe(true);
      const own = new Set((await t.db.select({ n: groups.name }).from(groups).where(eq(groups.accountId, s.accountId))).map((g) => g.n));
      for (const g of body.groups) expect(own.has(g), `${s.label} sees group ${g}`).toBe(true);
      break;
    }
  }
}

const tableCounts = async () => ({
  accounts: Number((await t.db.select({ n: count() }).from(accounts))[0].n),
  audit: Number((await t.db.select({ n: count() }).from(auditLog))[0].n),
  setupVisits: Number((await t.db.select({ n: count() }).from(setupVisits))[0].n),
  setupPreferences: Number((await t.db.select({ n: count() }).from(setupPreferences))[0].n),
});

describe('tenancy matrix', () => {
  it('answers 403 to every route when X-Account-Id names another company, and changes nothing', async () => {
    const before = await tableCounts();
    for (const s of sessions) {
      for (const other of Object.values(t.accounts).filter((a) => a.id !== s.accountId)) {
        const headers = { 'x-account-id': other.id };
        for (const path of READS) expect((await inject(s, 'GET', path, { headers })).statusCode, `${s.label} GET ${path}`).toBe(403);
        for (const path of COUNTS) expect((await inject(s, 'HEAD', path, { headers })).statusCode, `${s.label} HEAD ${path}`).toBe(403);
        const switched = await inject(s, 'POST', '/api/auth/update', { headers, payload: { client_id: other.clientId } });
        expect(switched.statusCode).toBe(403);
        const created = await inject(s, 'POST', '/api/managed-accounts', { headers, payload: { name: `Intruder ${s.label}` } });
        expect(created.statusCode).toBe(403);
        for (const w of SETUP_WRITES) expect((await inject(s, 'POST', w.url, { headers, payload: w.payload })).statusCode, `${s.label} POST ${w.url}`).toBe(403);
      }
    }
    expect(await tableCounts()).toEqual(before);
  });

  // about 15 s on PostgreSQL on a quiet machine; beside the end-to-end run and another suite it passed 60 s
  it('returns only rows the session may see, whatever the filters name', async () => {
    const names = Object.values(t.accounts);
    const probes = [
      '',
      ...names.flatMap((a) => [`q=${encodeURIComponent(a.name)}`, `q=${a.id}`, `q=${a.clientId}`, `account_id=${a.id}`, `accountId=${a.id}`, `client_id=${a.clientId}`]),
      'q=globex.test',
      'q=acme.test',
      'q=initech.test',
      'status=ACTIVE',
      'status=PENDING',
      'status=INACTIVE',
    ];
    for (const s of sessions) {
      for (const path of READS) {
        for (const probe of probes) {
          const url = `${path}?size=500${probe ? `&${probe}` : ''}`;
          const res = await inject(s, 'GET', url);
          if (res.statusCode === 400) continue;
          await assertOnlyVisible(s, path, res);
        }
      }
    }
  }, 180_000);

  it('counts with HEAD no more than the session may see', async () => {
    for (const s of sessions) {
      const reachable = await reachableAccountIds(t, s.email);
      const visible = await peopleVisibleTo(s);
      for (const probe of ['', `q=globex`, `q=acme`, 'status=ACTIVE']) {
        const accessible = await inject(s, 'HEAD', `/api/accessible-accounts?${probe}`);
        expect(Number(accessible.headers['x-size'])).toBeLessThanOrEqual(reachable.length);
        const users = await inject(s, 'HEAD', `/api/users?${probe}`);
        if (visible === null) expect(users.statusCode).toBe(403);
        else expect(Number(users.headers['x-size'])).toBeLessThanOrEqual(visible.size);
      }
    }
  });

  it('switches only into companies the member may reach', async () => {
    for (const s of sessions) {
      const reachable = new Set(await reachableAccountIds(t, s.email));
      for (const target of Object.values(t.accounts)) {
        const res = await inject(s, 'POST', '/api/auth/update', { payload: { client_id: target.clientId } });
        expect(res.statusCode, `${s.label} -> ${target.name}`).toBe(reachable.has(target.id) ? 200 : 403);
        if (res.statusCode === 200) expect(res.json().account_id).toBe(target.id);
      }
    }
  });

  it('refuses a validly signed token naming a company the member cannot reach', async () => {
    for (const s of sessions) {
      const member = t.members[s.email];
      const reachable = new Set(await reachableAccountIds(t, s.email));
      for (const target of Object.values(t.accounts).filter((a) => !reachable.has(a.id))) {
        const token = await t.signer.sign({ sub: member.id, email: member.email, role: member.role, account_id: target.id, account_name: target.name });
        for (const path of READS) {
          const res = await t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
          expect(res.statusCode, `${s.label} forged into ${target.name} GET ${path}`).toBe(403);
        }
      }
    }
  });

  it('ignores company ids smuggled into a create body', async () => {
    const globex = t.accounts['Globex'];
    const res = await t.as('admin@acme.test', {
      method: 'POST',
      url: '/api/managed-accounts',
      payload: { name: 'Acme Smuggle', parent_id: globex.id, account_id: globex.id, parentId: globex.id },
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.db.select().from(accounts).where(eq(accounts.id, res.json().id));
    expect(stored.parentId).toBe(t.accounts['Acme Corp'].id);
    const globexView = await t.as('admin@globex.test', { method: 'GET', url: '/api/accessible-accounts' });
    expect(globexView.json().map((r: { name: string }) => r.name)).toEqual(['Globex']);
  });
  it("writes setup-guide state only into the session's company, and refuses a company smuggled into the body", async () => {
    for (const s of sessions) {
      const before = await t.db.select().from(setupVisits);
      const res = await inject(s, 'POST', '/api/account-setup-steps', { payload: { step: 'Step_8' } });
      const after = await t.db.select().from(setupVisits);
      const added = after.filter((a) => !before.some((b) => b.accountId === a.accountId && b.step === a.step));
      if (res.statusCode === 200) for (const row of added) expect(row.accountId, s.label).toBe(s.accountId);
      else expect(added, s.label).toEqual([]);
      const other = Object.values(t.accounts).find((a) => a.id !== s.accountId)!;
      const smuggled = await inject(s, 'POST', '/api/account-setup-preferences', { payload: { hidden: true, account_id: other.id } });
      expect([400, 403], s.label).toContain(smuggled.statusCode);
    }
    const prefs = await t.db.select().from(setupPreferences);
    for (const p of prefs) expect(sessions.some((s) => s.accountId === p.accountId && t.members[s.email].id === p.memberId)).toBe(true);
  });
});
