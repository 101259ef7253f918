// Issue 23 "The compliance report": /api/compliance-endpoints and its HEAD total, CSV, the controls and
// frameworks tabs, the company's figures and one endpoint's results, compared with what the database holds.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceEndpointRow, ComplianceFrameworkRow, ComplianceHistoryRow, ComplianceStatus } from '../../src/api/contract/compliance';
import { complianceHistory, complianceResults, endpoints, memberGroups, personGroups } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const ADMIN = 'admin@acme.test';
const GROUP_ADMIN = 'groupadmin@acme.test';
const acme = () => t.accounts['Acme Corp']!.id;
const globex = () => t.accounts['Globex']!.id;

const get = (url: string, email = ADMIN) => t.as(email, { method: 'GET', url });
async function head(url: string, email = ADMIN): Promise<number> {
  const res = await t.as(email, { method: 'HEAD', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return Number(res.headers['x-size']);
}

type Endpoint = typeof endpoints.$inferSelect;
/** Acme's endpoints of people (infrastructure hosts are never in an endpoint figure) */
async function acmeEndpoints(): Promise<Endpoint[]> {
  return t.db.select().from(endpoints).where(and(eq(endpoints.accountId, acme()), eq(endpoints.infra, false)));
}
async function groupAdminEndpoints(): Promise<Endpoint[]> {
  const gm = t.members[GROUP_ADMIN]!;
  const groups = (await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, gm.id))).map((g) => g.groupId);
  const owners = new Set((await t.db.select().from(personGroups).where(and(eq(personGroups.accountId, acme()), inArray(personGroups.groupId, groups)))).map((p) => p.personId));
  return (await acmeEndpoints()).filter((e) => e.ownerPersonId !== null && owners.has(e.ownerPersonId));
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

const CASES: { name: string; query: string; keep: (e: Endpoint) => boolean }[] = [
  { name: 'non-compliant', query: 'state=NON_COMPLIANT', keep: (e) => e.complianceState === 'NON_COMPLIANT' },
  { name: 'compliant', query: 'state=COMPLIANT', keep: (e) => e.complianceState === 'COMPLIANT' },
  { name: 'without disk encryption', query: 'encrypted=false', keep: (e) => !e.diskEncrypted },
  { name: 'encrypted', query: 'encrypted=true', keep: (e) => e.diskEncrypted },
  { name: 'non-compliant Macs', query: 'state=NON_COMPLIANT&o=MacOS', keep: (e) => e.complianceState === 'NON_COMPLIANT' && e.platformFamily === 'MacOS' },
  { name: 'unencrypted Windows and Linux', query: 'encrypted=false&o=Windows&o=Linux', keep: (e) => !e.diskEncrypted && ['Windows', 'Linux'].includes(e.platformFamily) },
  { name: 'every endpoint', query: '', keep: () => true },
];

describe('the endpoint list', () => {
  it.each(CASES)('totals and lists the $name endpoints the database holds', async ({ query, keep }) => {
    const expected = (await acmeEndpoints()).filter(keep);
    expect(await head(`/api/compliance-endpoints?${query}`)).toBe(expected.length);
    const res = await get(`/api/compliance-endpoints?${query}&size=500`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json())).toEqual(ids(expected));
  });

  it('the demo has endpoints in each state the filters pick', async () => {
    const all = await acmeEndpoints();
    expect(all.filter((e) => e.complianceState === 'NON_COMPLIANT').length).toBeGreaterThan(0);
    expect(all.filter((e) => e.complianceState === 'COMPLIANT').length).toBeGreaterThan(0);
    expect(all.filter((e) => !e.diskEncrypted).length).toBeGreaterThan(0);
  });

  it('shows each endpoint’s failing checks with the agent’s evidence and time', async () => {
    const rows: ComplianceEndpointRow[] = (await get('/api/compliance-endpoints?state=NON_COMPLIANT&size=50')).json();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const stored = await t.db.select().from(complianceResults).where(and(eq(complianceResults.accountId, acme()), eq(complianceResults.endpointId, row.id)));
      const failed = stored.filter((r) => !r.passed);
      expect(row.failed).toBe(failed.length);
      expect(row.checks).toBe(stored.length);
      expect(row.failing.map((f) => f.control).sort()).toEqual(failed.map((f) => f.control).sort());
      for (const f of row.failing) {
        const s = failed.find((x) => x.control === f.control)!;
        expect(f.details).toBe(s.details);
        expect(new Date(f.checked_at).getTime()).toBe(s.checkedAt.getTime());
      }
    }
  });

  it('lists failing checks exactly for the endpoints whose state is non-compliant', async () => {
    for (const [state, failing] of [['NON_COMPLIANT', true], ['COMPLIANT', false]] as const) {
      const rows: ComplianceEndpointRow[] = (await get(`/api/compliance-endpoints?state=${state}&size=500`)).json();
      expect(rows.length, state).toBeGreaterThan(0);
      for (const row of rows) expect(row.failing.length > 0, `${row.hostname} ${state}`).toBe(failing);
    }
  });

  it('keeps, for a framework, the endpoints failing one of its checks', async () => {
    const frameworks = JSON.parse(readFileSync('server/modules/compliance-config/data/frameworks.json', 'utf8')) as { id: string; controls: { id: string; checks: string[] }[] }[];
    const checks = JSON.parse(readFileSync('server/modules/compliance-config/data/checks.json', 'utf8')) as { id: string; name: string }[];
    const fw = frameworks.find((f) => f.id === 'cis')!;
    const control = fw.controls.find((c) => c.checks.length > 0)!;
    for (const [query, checkIds] of [
      [`framework=${fw.id}`, fw.controls.flatMap((c) => c.checks)],
      [`framework=${fw.id}&control=${encodeURIComponent(control.id)}`, control.checks],
    ] as const) {
      const names = checks.filter((c) => checkIds.includes(c.id)).map((c) => c.name);
      const failing = await t.db
        .selectDistinct({ id: complianceResults.endpointId })
        .from(complianceResults)
        .where(and(eq(complianceResults.accountId, acme()), eq(complianceResults.passed, false), names.length ? inArray(complianceResults.control, names) : sql`false`));
      const people = new Set((await acmeEndpoints()).map((e) => e.id));
      const expected = failing.filter((f) => people.has(f.id)).map((f) => f.id).sort();
      expect(await head(`/api/compliance-endpoints?${query}`), query).toBe(expected.length);
      const rows: ComplianceEndpointRow[] = (await get(`/api/compliance-endpoints?${query}&size=500`)).json();
      expect(rows.map((r) => r.id).sort(), query).toEqual(expected);
      for (const row of rows) expect(row.failing.every((f) => names.includes(f.control)), query).toBe(true);
    }
  });

  it('refuses a bad query with 400 and its reasons', async () => {
    for (const query of ['state=BROKEN', 'encrypted=maybe', 'o=Amiga', 'sb=serial', 'page=0', 'size=100000', 'framework=nope', 'control=AC-17', 'framework=cis&control=nope']) {
      const res = await get(`/api/compliance-endpoints?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().exception, query).toBeTruthy();
    }
  });
});

describe('a group admin', () => {
  it('counts and lists only its people’s endpoints', async () => {
    const mine = await groupAdminEndpoints();
    expect(mine.length).toBeLessThan((await acmeEndpoints()).length);
    for (const { query, keep } of CASES) {
      const expected = mine.filter(keep);
      expect(await head(`/api/compliance-endpoints?${query}`, GROUP_ADMIN), query).toBe(expected.length);
      expect(ids((await get(`/api/compliance-endpoints?${query}&size=500`, GROUP_ADMIN)).json()), query).toEqual(ids(expected));
    }
  });

  it('gets 404 for the history of an endpoint outside its people', async () => {
    const mine = new Set((await groupAdminEndpoints()).map((e) => e.id));
    const outside = (await acmeEndpoints()).find((e) => !mine.has(e.id))!;
    const res = await get(`/api/device-compliance-history/${outside.id}`, GROUP_ADMIN);
    expect(res.statusCode).toBe(404);
    expect(res.body.includes(outside.hostname)).toBe(false);
  });
});

describe('one endpoint’s results', () => {
  it('answers the endpoint’s compliance history, newest first', async () => {
    const [row] = await t.db.select({ endpointId: complianceHistory.endpointId }).from(complianceHistory).innerJoin(endpoints, and(eq(endpoints.accountId, complianceHistory.accountId), eq(endpoints.id, complianceHistory.endpointId))).where(eq(complianceHistory.accountId, acme())).limit(1);
    const endpointId = row!.endpointId;
    const stored = await t.db.select().from(complianceHistory).where(and(eq(complianceHistory.accountId, acme()), eq(complianceHistory.endpointId, endpointId)));
    expect(stored.length).toBeGreaterThan(0);
    expect(await head(`/api/device-compliance-history/${endpointId}`)).toBe(stored.length);
    const rows: ComplianceHistoryRow[] = (await get(`/api/device-compliance-history/${endpointId}?size=500`)).json();
    expect(rows.map((r) => `${r.control}|${r.passed}|${r.details}|${new Date(r.checked_at).getTime()}`).sort()).toEqual(
      stored.map((r) => `${r.control}|${r.passed}|${r.details}|${r.at.getTime()}`).sort(),
    );
    const times = rows.map((r) => new Date(r.checked_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is 404 for another company’s endpoint', async () => {
    const [theirs] = await t.db.select().from(endpoints).where(eq(endpoints.accountId, globex())).limit(1);
    const res = await get(`/api/device-compliance-history/${theirs!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body.includes(theirs!.hostname)).toBe(false);
    expect((await t.as(ADMIN, { method: 'HEAD', url: `/api/device-compliance-history/${theirs!.id}` })).statusCode).toBe(404);
  });
});

describe('the company’s figures', () => {
  it('states what the database holds, and 404 for another company', async () => {
    const all = await acmeEndpoints();
    const res = await get(`/api/account-compliance-status/${acme()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as ComplianceStatus).toEqual({
      total: all.length,
      compliant: all.filter((e) => e.complianceState === 'COMPLIANT').length,
      noncompliant: all.filter((e) => e.complianceState === 'NON_COMPLIANT').length,
      unknown: all.filter((e) => e.complianceState === 'UNKNOWN').length,
      unencrypted: all.filter((e) => !e.diskEncrypted).length,
    });
    expect((await get(`/api/account-compliance-status/${globex()}`)).statusCode).toBe(404);
  });
});

describe('the frameworks tab', () => {
  it('lists every framework of the data file with its control count, and endpoints that add up', async () => {
    const data = JSON.parse(readFileSync('server/modules/compliance-config/data/frameworks.json', 'utf8')) as { id: string; controls: unknown[] }[];
    const rows: ComplianceFrameworkRow[] = (await get('/api/compliance-frameworks')).json();
    expect(rows.map((r) => [r.id, r.controls])).toEqual(data.map((f) => [f.id, f.controls.length]));
    const people = (await acmeEndpoints()).length;
    for (const r of rows) {
      expect(r.passing + r.failing).toBe(r.checked);
      expect(r.checked).toBeLessThanOrEqual(people);
      // the failing count links to the Endpoints tab filtered to the framework: the same endpoints
      expect(await head(`/api/compliance-endpoints?framework=${r.id}`), r.id).toBe(r.failing);
    }
  });
});

describe('the CSV', () => {
  it('has one row per endpoint of the list, with the same filters', async () => {
    const query = 'state=NON_COMPLIANT';
    const listed: ComplianceEndpointRow[] = (await get(`/api/compliance-endpoints?${query}&size=500`)).json();
    const res = await get(`/api/compliance-endpoints-report?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(String(res.headers['content-disposition'])).toMatch(/filename="Compliance \d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header![0]).toBe('Hostname');
    expect(rows.map((r) => r[0])).toEqual(listed.map((r) => r.hostname));
    expect(rows.map((r) => r[8])).toEqual(listed.map((r) => r.failing.map((f) => f.control).join('; ')));
    expect(await head(`/api/compliance-endpoints-report?${query}`)).toBe(listed.length);
    expect((await get('/api/compliance-endpoints-report?framework=nope')).statusCode).toBe(400);
  });
});

describe('the non-compliant endpoints report', () => {
  it('answers the non-compliant endpoints the database holds, as JSON, CSV and HEAD total', async () => {
    const expected = (await acmeEndpoints()).filter((e) => e.complianceState === 'NON_COMPLIANT');
    expect(expected.length).toBeGreaterThan(0);
    expect(await head('/api/noncompliant-devices-report')).toBe(expected.length);
    const rows: ComplianceEndpointRow[] = (await get('/api/noncompliant-devices-report?size=500')).json();
    expect(ids(rows)).toEqual(ids(expected));
    const csv = await get('/api/noncompliant-devices-report?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const records = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(records.map((r) => r.Hostname).sort()).toEqual(expected.map((e) => e.hostname).sort());
    const macs = expected.filter((e) => e.platformFamily === 'MacOS');
    expect(await head('/api/noncompliant-devices-report?o=MacOS')).toBe(macs.length);
    expect((await get('/api/noncompliant-devices-report?format=xml')).statusCode).toBe(400);
    // the state is fixed: a state asked for is not a key of this call and changes nothing
    expect(ids((await get('/api/noncompliant-devices-report?state=COMPLIANT&size=500')).json())).toEqual(ids(expected));
  });
});
