// Data Activity (/sensitive-activity), the browser extension's sensitive data (/sensitive-data-ext) and the
// operator's Company Sensitive Data (issue 21), against what the demo's agents left in copy_paste_events and
// dlp_activity_events: totals and counters equal the database's counts for the same filters, the dashboard's
// figure for pastes equals the Clipboard total, CSV = list, the agent ingest path, Globex without DLP (403),
// the operator-only company view, and bad queries (400).
import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionSiteRow, ExtensionTypeRow, SensitiveActivityRow } from '../../src/api/contract/dlp-activity';
import { copyPasteEvents, dlpActivityEvents, dlpPolicies, endpoints, memberGroups, personGroups } from '../../server/db/schema/index';
import { DEMO_ENROLMENT_SECRETS } from '../../server/seed/accounts';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const ADMIN = 'admin@acme.test';
const OPERATOR = 'ops@palisade.test';
const DAY = 86_400_000;
const acmeId = () => t.accounts['Acme Corp'].id;

type Query = Record<string, string | number | string[] | undefined>;
function url(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value ?? []].flat()) search.append(key, String(v));
  return `/api${path}?${search}`;
}
const get = (email: string, path: string, query: Query = {}) => t.as(email, { method: 'GET', url: url(path, query) });
async function total(path: string, query: Query = {}): Promise<number> {
  const res = await t.as(ADMIN, { method: 'HEAD', url: url(path, query) });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-size']);
}
async function body<T>(path: string, query: Query = {}, email = ADMIN): Promise<T> {
  const res = await get(email, path, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** The last `days` UTC days up to the app's today, as s/e/z and as bounds. */
function lastDays(days: number) {
  const today = new Date(t.app.now().toISOString().slice(0, 10) + 'T00:00:00.000Z').getTime();
  const from = today - (days - 1) * DAY;
  return { query: { s: from, e: today + DAY - 1, z: 'UTC' }, start: from, end: today + DAY };
}

type Stored = { id: string; at: Date; action: string; channel: string; origin: string; site: string | null; types: string[]; personId: string | null };
/** Every Acme DLP event in [start, end) as the database holds it (admin scope: the whole company). */
async function stored(start: number, end: number): Promise<Stored[]> {
  const pastes = await t.db.select().from(copyPasteEvents).where(eq(copyPasteEvents.accountId, acmeId()));
  const others = await t.db.select().from(dlpActivityEvents).where(eq(dlpActivityEvents.accountId, acmeId()));
  return [
    ...pastes.map((p) => ({ id: p.id, at: p.at, action: p.action, channel: 'Clipboard', origin: 'agent', site: null, types: [p.dataType], personId: p.personId })),
    ...others.map((o) => ({ id: o.id, at: o.at, action: o.action, channel: o.channel, origin: o.origin, site: o.site, types: o.dataTypes, personId: o.personId })),
  ].filter((r) => r.at.getTime() >= start && r.at.getTime() < end);
}

describe('/sensitive-activity', () => {
  it('holds the demo agents\u2019 events beyond copy-paste, each with the policy that acted', async () => {
    const others = await t.db.select().from(dlpActivityEvents).where(eq(dlpActivityEvents.accountId, acmeId()));
    expect(others.filter((o) => o.origin === 'agent').length).toBeGreaterThan(0);
    expect(others.filter((o) => o.origin === 'extension').length).toBeGreaterThan(0);
    const names = new Set((await t.db.select().from(dlpPolicies).where(eq(dlpPolicies.accountId, acmeId()))).map((p) => p.name));
    for (const o of others) expect(names.has(o.policyName ?? '')).toBe(true);
  });

  it('totals, counters by action and the first page equal the database for the same period and filters', async () => {
    const { query, start, end } = lastDays(14);
    const rows = await stored(start, end);
    expect(rows.length).toBeGreaterThan(0);
    expect(await total('/sensitive-activity', query)).toBe(rows.length);
    const summary = await body<{ actions: Record<string, number>; channels: { channel: string; events: number }[] }>('/sensitive-activity/summary', query);
    for (const action of ['Alert', 'Report', 'Block']) {
      const expected = rows.filter((r) => r.action === action).length;
      expect(summary.actions[action], action).toBe(expected);
      // a counter equals the list's total once its action is chosen
      expect(await total('/sensitive-activity', { ...query, action })).toBe(expected);
    }
    for (const c of summary.channels) expect(c.events, c.channel).toBe(rows.filter((r) => r.channel === c.channel).length);
    const page = await body<SensitiveActivityRow[]>('/sensitive-activity', { ...query, size: 10 });
    const newest = [...rows].sort((a, b) => b.at.getTime() - a.at.getTime() || (b.id < a.id ? -1 : 1)).slice(0, 10);
    expect(page.map((r) => r.id)).toEqual(newest.map((r) => r.id));
  });

  it('filters by channel, data type, destination, origin and site as the database says', async () => {
    const { query, start, end } = lastDays(14);
    const rows = await stored(start, end);
    expect(await total('/sensitive-activity', { ...query, channel: 'USB' })).toBe(rows.filter((r) => r.channel === 'USB').length);
    expect(await total('/sensitive-activity', { ...query, type: 'Credit Card Number' })).toBe(rows.filter((r) => r.types.includes('Credit Card Number')).length);
    expect(await total('/sensitive-activity', { ...query, origin: 'extension' })).toBe(rows.filter((r) => r.origin === 'extension').length);
    const site = rows.find((r) => r.site)?.site;
    if (site) expect(await total('/sensitive-activity', { ...query, site })).toBe(rows.filter((r) => r.site === site).length);
    const listed = await body<SensitiveActivityRow[]>('/sensitive-activity', { ...query, channel: 'Print', size: 100 });
    for (const r of listed) expect(r.channel).toBe('Print');
  });

  it('the dashboard\u2019s sensitive-activity figure equals the Clipboard total of the same range', async () => {
    const { query } = lastDays(7);
    const stats = await body<{ total_activities: number }>('/device-files-action', query);
    expect(await total('/sensitive-activity', { ...query, channel: 'Clipboard' })).toBe(stats.total_activities);
  });

  it('CSV holds every filtered row', async () => {
    const { query } = lastDays(14);
    const res = await get(ADMIN, '/sensitive-activity', { ...query, channel: 'Gen AI', format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('SensitiveActivity.csv');
    const records = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(records.length).toBe(await total('/sensitive-activity', { ...query, channel: 'Gen AI' }));
    for (const r of records) expect(r.Channel).toBe('Gen AI');
  });

  it('refuses bad queries with 400 and Globex (no DLP) with 403', async () => {
    for (const q of [{ s: 5 }, { channel: 'Fax' }, { action: 'Delete' }, { origin: 'robot' }, { on: '2026-02-30' }, { endpoint: 'nope' }, { size: 100000 }]) {
      expect((await get(ADMIN, '/sensitive-activity', q)).statusCode, JSON.stringify(q)).toBe(400);
    }
    expect((await get(ADMIN, '/sensitive-data-ext/sites', { action: 'x' })).statusCode).toBe(400);
    const globex = Object.values(t.members).find((m) => m.accountId === t.accounts['Globex'].id && m.role === 'ADMIN')!.email;
    for (const path of ['/sensitive-activity', '/sensitive-activity/summary', '/sensitive-data-ext/sites', '/sensitive-data-ext/data-types']) {
      expect((await get(globex, path)).statusCode, path).toBe(403);
    }
  });
});

describe('scope and junk', () => {
  it('a group admin counts only its groups\u2019 people\u2019s events', async () => {
    const GROUP_ADMIN = 'groupadmin@acme.test';
    const member = t.members[GROUP_ADMIN]!;
    const groups = (await t.db.select().from(memberGroups).where(eq(memberGroups.memberId, member.id))).map((g) => g.groupId);
    const visible = new Set((await t.db.select({ id: personGroups.personId }).from(personGroups).where(and(eq(personGroups.accountId, acmeId()), inArray(personGroups.groupId, groups)))).map((r) => r.id));
    const { query, start, end } = lastDays(14);
    const mine = (await stored(start, end)).filter((r) => r.personId && visible.has(r.personId));
    const res = await t.as(GROUP_ADMIN, { method: 'HEAD', url: url('/sensitive-activity', query) });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-size'])).toBe(mine.length);
    const summary = await body<{ actions: Record<string, number> }>('/sensitive-activity/summary', query, GROUP_ADMIN);
    expect(summary.actions.Block).toBe(mine.filter((r) => r.action === 'Block').length);
  });

  it('answers junk queries on every call with 400, never 500', async () => {
    const common: Query[] = [{ s: 'x', e: 'y' }, { type: Array.from({ length: 30 }, (_, i) => `t${i}`) }, { z: 'Mars/Base' }, { u: 'x'.repeat(300) }, { q: 'x'.repeat(300) }, { action: 'Drop' }];
    const paged: Query[] = [{ page: -1 }, { size: 0 }];
    const calls: [string, Query[]][] = [
      ['/sensitive-activity', [...common, ...paged, { so: 'up' }, { format: 'pdf' }]],
      ['/sensitive-activity/summary', [...common, { so: 'up' }]],
      ['/sensitive-data-ext/sites', [...common, ...paged]],
      ['/sensitive-data-ext/data-types', [...common, ...paged]],
    ];
    for (const [path, junk] of calls) {
      for (const q of junk) {
        const res = await get(ADMIN, path, q);
        expect(res.statusCode, `${path} ${JSON.stringify(q)} ${res.body}`).toBe(400);
      }
    }
    expect((await get(OPERATOR, '/provider/companies/not-an-id/dlp-sensitive')).statusCode).toBe(400);
  });
});

describe('/sensitive-data-ext', () => {
  it('groups the extension\u2019s events by site and by data type as the database does', async () => {
    const { query, start, end } = lastDays(14);
    const ext = (await stored(start, end)).filter((r) => r.origin === 'extension');
    const sites = await body<ExtensionSiteRow[]>('/sensitive-data-ext/sites', { ...query, size: 100 });
    expect(await total('/sensitive-data-ext/sites', query)).toBe(new Set(ext.map((r) => r.site)).size);
    for (const s of sites) {
      const mine = ext.filter((r) => r.site === s.site);
      expect(s.events, s.site).toBe(mine.length);
      expect(s.blocked).toBe(mine.filter((r) => r.action === 'Block').length);
      expect(s.data_types).toEqual([...new Set(mine.flatMap((r) => r.types))].sort());
      // the drill-down shows exactly these events
      expect(await total('/sensitive-activity', { ...query, origin: 'extension', site: s.site })).toBe(s.events);
    }
    const types = await body<ExtensionTypeRow[]>('/sensitive-data-ext/data-types', { ...query, size: 100 });
    for (const ty of types) expect(ty.events, ty.data_type).toBe(ext.filter((r) => r.types.includes(ty.data_type)).length);
    expect(types.length).toBe(await total('/sensitive-data-ext/data-types', query));
  });
});

describe('POST /agent/v1/dlp-activity', () => {
  it('stores an event from a device once, with its owner and the policy\u2019s name', async () => {
    const enrol = await t.app.inject({
      method: 'POST', url: '/agent/v1/enrol',
      payload: { secret: DEMO_ENROLMENT_SECRETS.acme, hostname: 'dlp-test-host', serial: 'DLP-ACT-1', platform: 'WINDOWS_AMD_64', os_name: 'Windows', os_version: '11', agent_version: '1.2.3', owner_email: 'dlp.tester@acme.test' },
    });
    if (enrol.statusCode !== 200 && enrol.statusCode !== 201) return expect.fail(`enrol ${enrol.statusCode} ${enrol.body}`);
    const { device_token: token, endpoint_id: endpointId } = enrol.json() as { device_token: string; endpoint_id: string };
    const [policy] = await t.db.select().from(dlpPolicies).where(and(eq(dlpPolicies.accountId, acmeId()), eq(dlpPolicies.kind, 'llm')));
    const event = {
      id: '3f1c9a52-7d4e-4b8a-9c1f-2a6b5e8d0c11', at: t.app.now().toISOString(), origin: 'extension', channel: 'Gen AI', operation: 'paste',
      destination: 'ChatGPT', site: 'ChatGPT.com', data_types: ['AWS Access Key'], match_count: 1, policy_id: policy!.id, action: 'Block',
    };
    const send = () => t.app.inject({ method: 'POST', url: '/agent/v1/dlp-activity', headers: { authorization: `Bearer ${token}` }, payload: { events: [event] } });
    expect((await send()).json()).toEqual({ accepted: 1, duplicates: 0 });
    expect((await send()).json()).toEqual({ accepted: 0, duplicates: 1 });
    const [row] = await t.db.select().from(dlpActivityEvents).where(and(eq(dlpActivityEvents.accountId, acmeId()), eq(dlpActivityEvents.id, event.id)));
    const [device] = await t.db.select().from(endpoints).where(eq(endpoints.id, endpointId));
    expect(row).toMatchObject({ endpointId, personId: device!.ownerPersonId, site: 'chatgpt.com', policyName: policy!.name, action: 'Block' });
    const bad = await t.app.inject({ method: 'POST', url: '/agent/v1/dlp-activity', headers: { authorization: `Bearer ${token}` }, payload: { events: [{ ...event, channel: 'Clipboard' }] } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/agent/v1/dlp-activity', payload: { events: [event] } })).statusCode).toBe(401);
  });
});

describe('GET /provider/companies/:id/dlp-sensitive', () => {
  it('gives the operator the company\u2019s policies and totals, and refuses a company admin', async () => {
    const data = await body<{ enabled: boolean; policies: { name: string }[]; totals: Record<string, number> }>(`/provider/companies/${acmeId()}/dlp-sensitive`, {}, OPERATOR);
    expect(data.enabled).toBe(true);
    const policies = await t.db.select().from(dlpPolicies).where(eq(dlpPolicies.accountId, acmeId()));
    expect(data.policies.map((p) => p.name).sort()).toEqual(policies.map((p) => p.name).sort());
    const { start, end, query } = lastDays(30);
    const rows = await stored(start, end);
    expect(data.totals.events).toBe(rows.length);
    expect(data.totals.blocked).toBe(rows.filter((r) => r.action === 'Block').length);
    expect(data.totals.extension_events).toBe(rows.filter((r) => r.origin === 'extension').length);
    const dashboard = await body<{ sensitive_files: number; total_devices: number }>('/device-files-action', query);
    expect(data.totals.sensitive_files).toBe(dashboard.sensitive_files);
    expect(data.totals.endpoints_with_sensitive_data).toBe(dashboard.total_devices);
    const globex = await body<{ enabled: boolean; policies: unknown[] }>(`/provider/companies/${t.accounts['Globex'].id}/dlp-sensitive`, {}, OPERATOR);
    expect(globex).toMatchObject({ enabled: false, policies: [] });
    expect((await get(ADMIN, `/provider/companies/${acmeId()}/dlp-sensitive`)).statusCode).toBe(403);
    expect((await get(OPERATOR, '/provider/companies/00000000-0000-4000-8000-000000000000/dlp-sensitive')).statusCode).toBe(404);
  });
});
