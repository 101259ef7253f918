import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, memberGroups, people, personGroups } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const acmeId = () => t.accounts['Acme Corp'].id;
const list = (email: string, query = '') => t.as(email, { method: 'GET', url: `/api/users${query}` });
const total = async (email: string, query = '') => Number((await t.as(email, { method: 'HEAD', url: `/api/users${query}` })).headers['x-size']);

describe('GET /api/users', () => {
  it('pages in name order: page 2 of size 10 is rows 11-20', async () => {
    const all = await t.db.select().from(people).where(eq(people.accountId, acmeId())).orderBy(asc(people.name), asc(people.id));
    const res = await list('admin@acme.test', '?page=2&size=10');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { id: string }) => p.id)).toEqual(all.slice(10, 20).map((p) => p.id));
    const first = await list('admin@acme.test');
    expect(first.json().map((p: { id: string }) => p.id)).toEqual(all.slice(0, 10).map((p) => p.id));
  });

  it('returns the stored fields of each person with its group names', async () => {
    const [row] = (await list('admin@acme.test', '?size=1')).json();
    const [stored] = await t.db.select().from(people).where(and(eq(people.accountId, acmeId()), eq(people.id, row.id)));
    const names = await t.db
      .select({ name: groups.name })
      .from(personGroups)
      .innerJoin(groups, and(eq(groups.accountId, personGroups.accountId), eq(groups.id, personGroups.groupId)))
      .where(and(eq(personGroups.accountId, acmeId()), eq(personGroups.personId, row.id)))
      .orderBy(asc(groups.name));
    expect(row).toEqual({
      id: stored.id,
      name: stored.name,
      email: stored.email,
      department: stored.department,
      groups: names.map((n) => n.name),
      risk_level: stored.riskLevel,
      copilot_status: stored.copilotStatus,
      status: stored.status,
      scope: stored.scope,
      last_seen: stored.lastSeen?.toISOString() ?? null,
    });
  });

  it('counts with HEAD under the same filters as the database', async () => {
    const acme = eq(people.accountId, acmeId());
    const count = async (...where: Parameters<typeof and>) => (await t.db.select().from(people).where(and(acme, ...where))).length;
    expect(await total('admin@acme.test')).toBe(await count());
    expect(await total('admin@acme.test', '?status=INACTIVE')).toBe(await count(eq(people.status, 'INACTIVE')));
    const q = 'ENG';
    const match = or(ilike(people.name, `%${q}%`), ilike(people.email, `%${q}%`), ilike(people.department, `%${q}%`));
    const expected = await count(match, eq(people.status, 'ACTIVE'));
    expect(expected).toBeGreaterThan(10);
    expect(await total('admin@acme.test', `?q=${q}&status=ACTIVE&page=5&size=3`)).toBe(expected);
    const rows = (await list('admin@acme.test', `?q=${q}&status=ACTIVE&size=500`)).json();
    expect(rows).toHaveLength(expected);
    for (const r of rows) {
      expect(r.status).toBe('ACTIVE');
      expect(`${r.name} ${r.email} ${r.department}`.toLowerCase()).toContain('eng');
    }
  });

  it('sorts by the requested field and order', async () => {
    const rows = (await list('admin@acme.test', '?sb=email&so=desc&size=20')).json();
    const stored = await t.db.select().from(people).where(eq(people.accountId, acmeId())).orderBy(desc(people.email), asc(people.id)).limit(20);
    expect(rows.map((r: { email: string }) => r.email)).toEqual(stored.map((p) => p.email));
    const risk = (await list('admin@acme.test', '?sb=risk_level&size=500')).json().map((r: { risk_level: string }) => r.risk_level);
    expect(risk.indexOf('Medium')).toBeGreaterThan(risk.lastIndexOf('High'));
  });

  it('treats % and _ in the search literally', async () => {
    expect(await total('admin@acme.test', '?q=%25%25%25')).toBe(0);
    expect(await total('admin@acme.test', '?q=___')).toBe(0);
  });

  it('limits a GROUP_ADMIN to the people of its groups', async () => {
    const gm = t.members['groupadmin@acme.test'];
    const allowed = (await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, gm.id))).map((g) => g.groupId);
    expect(allowed).toHaveLength(2);
    const visible = await t.db
      .selectDistinct({ id: personGroups.personId })
      .from(personGroups)
      .where(and(eq(personGroups.accountId, acmeId()), inArray(personGroups.groupId, allowed)));
    const rows = (await list('groupadmin@acme.test', '?size=500')).json();
    expect(rows.map((r: { id: string }) => r.id).sort()).toEqual(visible.map((v) => v.id).sort());
    expect(await total('groupadmin@acme.test')).toBe(visible.length);
    expect(visible.length).toBeLessThan(400);
    const groupNames = (await t.db.select().from(groups).where(inArray(groups.id, allowed))).map((g) => g.name);
    for (const r of rows) expect(r.groups.some((g: string) => groupNames.includes(g))).toBe(true);
  });

  it.each(['ops@palisade.test', 'root@palisade.test'])('refuses %s (no customer inventory for the provider roles)', async (email) => {
    expect((await list(email)).statusCode).toBe(403);
    expect((await t.as(email, { method: 'HEAD', url: '/api/users' })).statusCode).toBe(403);
  });

  it.each(['?page=0', '?size=501', '?status=GONE', '?sb=password', '?so=up', '?q=' + 'x'.repeat(201)])('answers 400 for %s', async (query) => {
    const res = await list('admin@acme.test', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('GET /api/enums', () => {
  it('lists the static values and the company’s own departments and groups', async () => {
    const res = await t.as('admin@acme.test', { method: 'GET', url: '/api/enums' });
    const body = res.json();
    expect(body.risk_levels).toEqual(['High', 'Medium', 'Low']);
    expect(body.copilot_statuses).toEqual(['installed', 'not_installed', 'uninstalled']);
    expect(body.platform_families).toEqual(['Windows', 'MacOS', 'Linux']);
    const depts = await t.db.selectDistinct({ d: people.department }).from(people).where(eq(people.accountId, acmeId()));
    expect(body.departments).toEqual(depts.map((d) => d.d).filter(Boolean).sort());
    const g = await t.db.select().from(groups).where(eq(groups.accountId, acmeId()));
    expect(body.groups).toEqual(g.map((x) => x.name).sort());
    const globex = (await t.as('admin@globex.test', { method: 'GET', url: '/api/enums' })).json();
    expect(globex.groups).toEqual(['Contractors', 'Engineering', 'Executives', 'Finance', 'Operations', 'Sales']);
  });

  it('shows a GROUP_ADMIN only its groups', async () => {
    const body = (await t.as('groupadmin@acme.test', { method: 'GET', url: '/api/enums' })).json();
    expect(body.groups).toEqual(['Engineering', 'Sales']);
  });
});
