// Inventory › DLP calls (issue 21) against the rows the demo's agents left in sensitive_files,
// copy_paste_events and source_code_findings: each list's total and first page for Acme's admin and its
// group admin, the filters, CSV = list, a file's details, Globex without DLP (403), another company's ids
// (404) and bad queries (400).
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/ingest/sql-arrays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPasteEvents, memberGroups, people, personGroups, sensitiveFiles, sourceCodeFindings, endpoints } from '../../server/db/schema/index';
import { insideAndOutsideGroups, reportFrom } from './agent-fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sensitivePastes();
}, 180_000);

/**
 * The small test fleet pastes sensitive data a few times in 14 days, on some days never: a device of an
 * Engineering member and one of a person outside the group admin's groups report pastes into a Gen AI app and
 * into others, with each action.
 */
async function sensitivePastes() {
  const { inside, outside } = await insideAndOutsideGroups(t, acmeId());
  const pastes = [
    { destination: 'ChatGPT', data_type: 'Credit Card Number', match_count: 3, action: 'Block' },
    { destination: 'Claude', data_type: 'Email Address', match_count: 12, action: 'Alert' },
    { destination: 'Slack', data_type: 'US Social Security Number', match_count: 1, action: 'Report' },
  ];
  for (const [n, owner] of [inside, outside].entries()) {
    const events = pastes.map((p, i) => ({ ...p, kind: 'copy_paste', source: 'Excel', at: new Date(Date.now() - (n * 3 + i + 1) * 7 * 3_600_000).toISOString() }));
    await reportFrom(t, acmeId(), { owner_email: owner }, events);
  }
}
afterAll(() => t?.close());

const ADMIN = 'admin@acme.test';
const GROUP_ADMIN = 'groupadmin@acme.test';
const DAY = 86_400_000;
const acmeId = () => t.accounts['Acme Corp'].id;

type Query = Record<string, string | number | string[] | undefined>;
function url(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value ?? []].flat()) search.append(key, String(v));
  return `/api${path}?${search}`;
}
const get = (email: string, path: string, query: Query = {}) => t.as(email, { method: 'GET', url: url(path, query) });
async function total(email: string, path: string, query: Query = {}): Promise<number> {
  const res = await t.as(email, { method: 'HEAD', url: url(path, query) });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-size']);
}
async function list<T>(email: string, path: string, query: Query = {}): Promise<T[]> {
  const res = await get(email, path, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T[];
}

/** The last `days` UTC days up to the app's today, as s/e/z and as day bounds. */
function lastWeek(days = 7) {
  const today = new Date(t.app.now().toISOString().slice(0, 10) + 'T00:00:00.000Z').getTime();
  const from = today - (days - 1) * DAY;
  return { query: { s: from, e: today + DAY - 1, z: 'UTC' }, start: from, end: today + DAY };
}

/** The people a member may see: everyone for an admin, its groups' people for a group admin. */
async function visiblePeople(email: string): Promise<Set<string> | null> {
  if (email === ADMIN) return null;
  const member = t.members[email]!;
  const groups = (await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, member.id))).map((g) => g.groupId);
  const rows = await t.db.select({ id: personGroups.personId }).from(personGroups).where(and(eq(personGroups.accountId, acmeId()), inArray(personGroups.groupId, groups)));
  return new Set(rows.map((r) => r.id));
}

async function storedFiles(email: string, start: number, end: number) {
  const visible = await visiblePeople(email);
  const rows = await t.db.select().from(sensitiveFiles).where(eq(sensitiveFiles.accountId, acmeId()));
  return rows.filter(
    (f) => f.firstSeen.getTime() < end && (f.removedAt === null || f.removedAt.getTime() >= start) && (visible === null || (f.personId !== null && visible.has(f.personId))),
  );
}

async function storedPastes(email: string, start: number, end: number) {
  const visible = await visiblePeople(email);
  const rows = await t.db.select().from(copyPasteEvents).where(eq(copyPasteEvents.accountId, acmeId()));
  return rows.filter((c) => c.at.getTime() >= start && c.at.getTime() < end && (visible === null || visible.has(c.personId)));
}

describe.each([ADMIN, GROUP_ADMIN])('DLP lists as %s', (email) => {
  it('counts the sensitive files, their endpoints and people in the period as the database holds them', async () => {
    const { query, start, end } = lastWeek();
    const files = await storedFiles(email, start, end);
    expect(files.length).toBeGreaterThan(0);
    expect(await total(email, '/sensitive-files', query)).toBe(files.length);
    expect(await total(email, '/sensitive-data-endpoints', query)).toBe(new Set(files.map((f) => f.endpointId)).size);
    expect(await total(email, '/sensitive-data-users', query)).toBe(new Set(files.filter((f) => f.personId).map((f) => f.personId)).size);

    const page = await list<{ last_seen: string; path: string; data_type: string }>(email, '/sensitive-files', { ...query, size: 5 });
    const newest = Math.max(...files.map((f) => f.lastSeen.getTime()));
    expect(page).toHaveLength(Math.min(5, files.length));
    expect(page[0]!.last_seen).toBe(new Date(newest).toISOString());

    // without a period: the files on the endpoints now
    const now = (await storedFiles(email, 0, Infinity)).filter((f) => f.removedAt === null);
    expect(await total(email, '/sensitive-files')).toBe(now.length);
  });

  it('lists the endpoints with their files, most files first', async () => {
    const { query, start, end } = lastWeek();
    const files = await storedFiles(email, start, end);
    const rows = await list<{ endpoint: { id: string }; files: number; matches: number; data_types: string[] }>(email, '/sensitive-data-endpoints', { ...query, size: 500 });
    expect(rows).toHaveLength(new Set(files.map((f) => f.endpointId)).size);
    for (const row of rows) {
      const own = files.filter((f) => f.endpointId === row.endpoint.id);
      expect(row.files).toBe(own.length);
      expect(row.matches).toBe(own.reduce((sum, f) => sum + f.matchCount, 0));
      expect(row.data_types).toEqual([...new Set(own.map((f) => f.dataType))].sort());
    }
    expect(rows.map((r) => r.files)).toEqual([...rows.map((r) => r.files)].sort((a, b) => b - a));
  });

  it('counts the copy-paste events of the period, by action', async () => {
    const { query, start, end } = lastWeek(90);
    const pastes = await storedPastes(email, start, end);
    expect(pastes.length).toBeGreaterThan(0);
    expect(await total(email, '/sensitive-copy-paste-activity', query)).toBe(pastes.length);
    expect(await total(email, '/sensitive-copy-paste-activity', { ...query, action: 'Block' })).toBe(pastes.filter((p) => p.action === 'Block').length);
    const apps = rowsOf<{ name: string }>(
      await t.db.execute(sql`select lower(name) as name from saas_apps where gen_ai union select lower(name) from custom_apps where account_id = ${acmeId()}::uuid and gen_ai`),
    );
    const genAi = new Set(apps.map((a) => a.name));
    const blockedGenAi = pastes.filter((p) => p.action === 'Block' && genAi.has(p.destination.toLowerCase())).length;
    expect(await total(email, '/sensitive-copy-paste-activity', { ...query, action: 'Block', genai: 'true' })).toBe(blockedGenAi);
    expect(await total(email, '/sensitive-copy-paste-activity', { ...query, genai: 'false' })).toBe(pastes.filter((p) => !genAi.has(p.destination.toLowerCase())).length);
    const actions = (await get(email, '/device-copy-paste-action', { ...query, action: 'Block' })).json();
    expect(actions).toEqual({
      Alert: pastes.filter((p) => p.action === 'Alert').length,
      Report: pastes.filter((p) => p.action === 'Report').length,
      Block: pastes.filter((p) => p.action === 'Block').length,
    });
  });

  it('counts the source-code findings of the last 90 days', async () => {
    const today = new Date(t.app.now().toISOString().slice(0, 10) + 'T00:00:00.000Z').getTime();
    const start = today - 89 * DAY;
    const visible = await visiblePeople(email);
    const rows = (await t.db.select().from(sourceCodeFindings).where(eq(sourceCodeFindings.accountId, acmeId()))).filter(
      (s) => s.at.getTime() >= start && s.at.getTime() < today + DAY && (visible === null || visible.has(s.personId)),
    );
    expect(await total(email, '/source-code-findings', { s: start, e: today + DAY - 1, z: 'UTC' })).toBe(rows.length);
  });
});

describe('DLP filters', () => {
  it('narrows the files to one person, data types and one endpoint', async () => {
    const { query, start, end } = lastWeek();
    const files = await storedFiles(ADMIN, start, end);
    const someone = files.find((f) => f.personId)!;
    const [person] = await t.db.select().from(people).where(and(eq(people.accountId, acmeId()), eq(people.id, someone.personId!)));
    expect(await total(ADMIN, '/sensitive-files', { ...query, u: person!.email.toUpperCase() })).toBe(files.filter((f) => f.personId === person!.id).length);
    const types = [...new Set(files.map((f) => f.dataType))].slice(0, 2);
    expect(await total(ADMIN, '/sensitive-files', { ...query, type: types })).toBe(files.filter((f) => types.includes(f.dataType)).length);
    expect(await total(ADMIN, '/sensitive-files', { ...query, endpoint: someone.endpointId })).toBe(files.filter((f) => f.endpointId === someone.endpointId).length);
    // one day: the files present on the busiest day of the week
    const day = new Date(end - DAY).toISOString().slice(0, 10);
    const onDay = await storedFiles(ADMIN, end - DAY, end);
    expect(await total(ADMIN, '/sensitive-files', { on: day })).toBe(onDay.length);
    expect(await total(ADMIN, '/sensitive-data-endpoints', { on: day })).toBe(new Set(onDay.map((f) => f.endpointId)).size);
  });

  it('answers one file with each data type found in it', async () => {
    const { query } = lastWeek();
    const [first] = await list<{ id: string; endpoint: { id: string }; path: string }>(ADMIN, '/sensitive-files', { ...query, size: 1 });
    const res = await get(ADMIN, `/sensitive-files/${first!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { path: string; types: { data_type: string; match_count: number }[] };
    const stored = await t.db.select().from(sensitiveFiles).where(and(eq(sensitiveFiles.accountId, acmeId()), eq(sensitiveFiles.endpointId, first!.endpoint.id), eq(sensitiveFiles.path, first!.path)));
    expect(body.path).toBe(first!.path);
    expect(body.types.map((x) => [x.data_type, x.match_count]).sort()).toEqual(stored.map((s) => [s.dataType, s.matchCount]).sort());
  });

  it('answers one copy-paste event and one data type', async () => {
    const { query } = lastWeek(90);
    const [event] = await list<{ id: string; data_type: string; person: { id: string } }>(ADMIN, '/sensitive-copy-paste-activity', { ...query, size: 1 });
    const report = await get(ADMIN, `/sensitive-copy-paste-activity-report/${event!.id}`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().event.id).toBe(event!.id);
    for (const other of report.json().recent as { person: { id: string } }[]) expect(other.person.id).toBe(event!.person.id);

    const type = await get(ADMIN, `/sensitive-data-types/${encodeURIComponent(event!.data_type)}`, query);
    expect(type.statusCode, type.body).toBe(200);
    expect(type.json().files).toBe(await total(ADMIN, '/sensitive-files', { ...query, type: event!.data_type }));
    expect((await get(ADMIN, '/sensitive-data-types/No%20such%20type')).statusCode).toBe(404);

    const dictionary = (await get(ADMIN, '/data-dictionary')).json() as { data_type: string; files: number }[];
    const now = (await storedFiles(ADMIN, 0, Infinity)).filter((f) => f.removedAt === null);
    expect(dictionary.reduce((sum, d) => sum + d.files, 0)).toBe(now.length);
  });
});

describe('DLP CSV', () => {
  const rowsOf = (body: string) => parse(body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];

  it('DataActivity.csv holds the filtered list', async () => {
    const { query } = lastWeek(90);
    const res = await get(ADMIN, '/sensitive-copy-paste-activity', { ...query, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('DataActivity.csv');
    const rows = rowsOf(res.body);
    const all = await list<{ time: string; endpoint: { hostname: string }; destination: string; action: string }>(ADMIN, '/sensitive-copy-paste-activity', { ...query, size: 500 });
    expect(rows.length - 1).toBe(await total(ADMIN, '/sensitive-copy-paste-activity', query));
    expect(rows.slice(1).map((r) => [r[0], r[1], r[5], r[8]])).toEqual(all.map((r) => [r.time, r.endpoint.hostname, r.destination, r.action]));
  });

  it('the sensitive files CSV holds the filtered list', async () => {
    const { query } = lastWeek();
    const res = await get(ADMIN, '/sensitive-files', { ...query, format: 'csv' });
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res.body);
    expect(rows.length - 1).toBe(await total(ADMIN, '/sensitive-files', query));
  });
});

describe('DLP access', () => {
  const globexAdmin = () => Object.values(t.members).find((m) => m.accountId === t.accounts['Globex'].id && m.role === 'ADMIN')!.email;
  const PATHS = ['/sensitive-files', '/sensitive-data-endpoints', '/sensitive-data-users', '/sensitive-copy-paste-activity', '/device-copy-paste-action', '/source-code-findings', '/data-dictionary'];

  it('answers 403 to a company without data loss prevention', async () => {
    expect(t.accounts['Globex'].enableDlp).toBe(false);
    for (const path of PATHS) expect((await get(globexAdmin(), path)).statusCode, path).toBe(403);
  });

  it('answers 404 for another company’s file and event', async () => {
    const other = Object.values(t.accounts).find((a) => a.id !== acmeId() && a.enableDlp);
    const otherAdmin = other && Object.values(t.members).find((m) => m.accountId === other.id && m.role === 'ADMIN');
    if (otherAdmin) {
      const [file] = await list<{ id: string }>(otherAdmin.email, '/sensitive-files', { size: 1 });
      const [event] = await list<{ id: string }>(otherAdmin.email, '/sensitive-copy-paste-activity', { size: 1 });
      if (file) expect((await get(ADMIN, `/sensitive-files/${file.id}`)).statusCode).toBe(404);
      if (event) expect((await get(ADMIN, `/sensitive-copy-paste-activity-report/${event.id}`)).statusCode).toBe(404);
    }
    // another company's endpoint as a filter selects nothing
    const [endpoint] = await t.db.select().from(endpoints).where(eq(endpoints.accountId, t.accounts['Globex'].id)).limit(1);
    expect(await total(ADMIN, '/sensitive-files', { endpoint: endpoint!.id })).toBe(0);
    expect((await get(ADMIN, '/sensitive-files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(ADMIN, '/sensitive-copy-paste-activity-report/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('hides a file outside the group admin’s groups', async () => {
    const visible = (await visiblePeople(GROUP_ADMIN))!;
    const [outside] = (await t.db.select().from(sensitiveFiles).where(eq(sensitiveFiles.accountId, acmeId()))).filter((f) => f.personId && !visible.has(f.personId));
    const all = await list<{ id: string; endpoint: { id: string }; path: string }>(ADMIN, '/sensitive-files', { endpoint: outside!.endpointId, size: 500, s: 1, e: t.app.now().getTime(), z: 'UTC' });
    const id = all.find((r) => r.path === outside!.path)!.id;
    expect((await get(ADMIN, `/sensitive-files/${id}`)).statusCode).toBe(200);
    expect((await get(GROUP_ADMIN, `/sensitive-files/${id}`)).statusCode).toBe(404);
  });

  it('answers 400 with reasons to a bad query', async () => {
    for (const query of [{ s: 1 }, { s: 10, e: 5 }, { size: 0 }, { on: '2026-02-30' }, { action: 'Nope' }, { sb: 'password' }, { z: '+05:30', s: 1, e: 2 }]) {
      const path = 'action' in query ? '/sensitive-copy-paste-activity' : '/sensitive-files';
      const res = await get(ADMIN, path, query);
      expect(res.statusCode, `${path} ${JSON.stringify(query)}: ${res.body}`).toBe(400);
      expect(res.json().issues?.length, JSON.stringify(query)).toBeGreaterThan(0);
    }
    expect((await get(ADMIN, '/sensitive-files/not-an-id')).statusCode).toBe(400);
  });
});
