// GET /api/devices/{id}/sensitive-data-discovery-summary (the endpoint's Sensitive Data tab) against the
// sensitive_files rows the demo's scanner events left: totals, data types, folders, newest finds; the
// company's DLP flag, another company's endpoint, a group admin's scope and bad ids.
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, memberGroups, personGroups, sensitiveFiles } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const ADMIN = 'admin@acme.test';
const acmeId = () => t.accounts['Acme Corp'].id;
const summaryOf = (id: string, email = ADMIN) => t.as(email, { method: 'GET', url: `/api/devices/${id}/sensitive-data-discovery-summary` });

interface Summary {
  total: { files: number; matches: number; data_types: number; locations: number };
  removed: number;
  last_seen: string | null;
  by_data_type: { data_type: string; files: number; matches: number }[];
  by_location: { location: string; files: number; matches: number }[];
  newest: { path: string; data_type: string; match_count: number; first_seen: string; last_seen: string }[];
}

/** the Acme endpoint with the most sensitive files still present */
async function busiest(): Promise<string> {
  const [row] = await t.db
    .select({ id: sensitiveFiles.endpointId, files: sql<number>`count(*)::int` })
    .from(sensitiveFiles)
    .where(and(eq(sensitiveFiles.accountId, acmeId()), isNull(sensitiveFiles.removedAt)))
    .groupBy(sensitiveFiles.endpointId)
    .orderBy(sql`2 desc`)
    .limit(1);
  return row!.id;
}

describe('GET /api/devices/:id/sensitive-data-discovery-summary', () => {
  it('sums up the files still on the endpoint as the database holds them', async () => {
    const id = await busiest();
    const res = await summaryOf(id);
    expect(res.statusCode).toBe(200);
    const body: Summary = res.json();
    const stored = await t.db.select().from(sensitiveFiles).where(and(eq(sensitiveFiles.accountId, acmeId()), eq(sensitiveFiles.endpointId, id)));
    const present = stored.filter((f) => f.removedAt === null);
    expect(present.length).toBeGreaterThan(1);
    expect(body.total.files).toBe(present.length);
    expect(body.total.matches).toBe(present.reduce((sum, f) => sum + f.matchCount, 0));
    expect(body.removed).toBe(stored.length - present.length);
    expect(body.last_seen).toBe(new Date(Math.max(...stored.map((f) => f.lastSeen.getTime()))).toISOString());

    const byType = new Map<string, { files: number; matches: number }>();
    for (const f of present) {
      const c = byType.get(f.dataType) ?? { files: 0, matches: 0 };
      byType.set(f.dataType, { files: c.files + 1, matches: c.matches + f.matchCount });
    }
    expect(body.total.data_types).toBe(byType.size);
    expect(Object.fromEntries(body.by_data_type.map((r) => [r.data_type, { files: r.files, matches: r.matches }]))).toEqual(Object.fromEntries(byType));
    expect(body.by_data_type.map((r) => r.files)).toEqual([...body.by_data_type.map((r) => r.files)].sort((a, b) => b - a));

    // folders: each file's directory, as the stored paths give them
    const folders = new Map<string, number>();
    for (const f of present) {
      const dir = f.path.slice(0, Math.max(f.path.lastIndexOf('/'), f.path.lastIndexOf('\\')));
      folders.set(dir, (folders.get(dir) ?? 0) + 1);
    }
    expect(body.total.locations).toBe(folders.size);
    for (const row of body.by_location) expect(row.files, row.location).toBe(folders.get(row.location));
    expect(body.by_location.length).toBe(Math.min(10, folders.size));

    const newest = [...present].sort((a, b) => b.firstSeen.getTime() - a.firstSeen.getTime());
    expect(body.newest.length).toBe(Math.min(10, present.length));
    expect(body.newest[0]!.first_seen).toBe(newest[0]!.firstSeen.toISOString());
    for (const row of body.newest) expect(present.some((f) => f.path === row.path && f.dataType === row.data_type && f.matchCount === row.match_count)).toBe(true);
  });

  it('answers zeros for an endpoint where nothing was found', async () => {
    const withFiles = t.db.select({ id: sensitiveFiles.endpointId }).from(sensitiveFiles).where(eq(sensitiveFiles.accountId, acmeId()));
    const [clean] = await t.db.select({ id: endpoints.id }).from(endpoints).where(and(eq(endpoints.accountId, acmeId()), notInArray(endpoints.id, withFiles))).limit(1);
    const body: Summary = (await summaryOf(clean!.id)).json();
    expect(body).toEqual({ total: { files: 0, matches: 0, data_types: 0, locations: 0 }, removed: 0, last_seen: null, by_data_type: [], by_location: [], newest: [] });
  });

  it('answers 404 for another company’s endpoint and 400 for a bad id', async () => {
    const [other] = await t.db.select({ id: endpoints.id, hostname: endpoints.hostname }).from(endpoints).where(eq(endpoints.accountId, t.accounts['Globex'].id)).limit(1);
    const res = await summaryOf(other!.id);
    expect(res.statusCode).toBe(404);
    expect(res.body.includes(other!.hostname)).toBe(false);
    expect((await summaryOf('not-an-id')).statusCode).toBe(400);
  });

  it('answers 403 when the company does not have data loss prevention', async () => {
    expect(t.accounts['Globex'].enableDlp).toBe(false);
    const [own] = await t.db.select({ id: endpoints.id }).from(endpoints).where(eq(endpoints.accountId, t.accounts['Globex'].id)).limit(1);
    const globexAdmin = Object.values(t.members).find((m) => m.accountId === t.accounts['Globex'].id && m.role === 'ADMIN')!;
    expect((await summaryOf(own!.id, globexAdmin.email)).statusCode).toBe(403);
  });

  it('shows a group admin only the endpoints its groups’ people own', async () => {
    const gm = t.members['groupadmin@acme.test']!;
    const allowed = (await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, gm.id))).map((g) => g.groupId);
    const visible = t.db.selectDistinct({ id: personGroups.personId }).from(personGroups).where(and(eq(personGroups.accountId, acmeId()), inArray(personGroups.groupId, allowed)));
    const [outside] = await t.db.select({ id: endpoints.id }).from(endpoints).where(and(eq(endpoints.accountId, acmeId()), notInArray(endpoints.ownerPersonId, visible))).limit(1);
    const [inside] = await t.db.select({ id: endpoints.id }).from(endpoints).where(and(eq(endpoints.accountId, acmeId()), inArray(endpoints.ownerPersonId, visible))).limit(1);
    expect((await summaryOf(outside!.id, gm.email)).statusCode).toBe(404);
    expect((await summaryOf(inside!.id, gm.email)).statusCode).toBe(200);
  });
});
