// Issue 26, Admin Action Logs: the audit trail as the API answers it, compared with what audit_log holds;
// a block of an app found by its trace id in the list, the detail, the CSV and the CEF export.
import { and, count, eq, gte, ilike, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLogDetail, AdminLogRow } from '../../src/api/contract/logs';
import { auditLog, saasApps } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let acme: string;
let globex: string;
let appName: string;
let blockTrace: string;
const started = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
  globex = t.accounts['Globex'].id;
  const [app] = await t.db.select({ name: saasApps.name }).from(saasApps).orderBy(saasApps.name).limit(1);
  appName = app.name;
  // the block of /saas-config: the company's access to the app set to Unsanctioned with Block
  const res = await t.as('admin@acme.test', { method: 'POST', url: `/api/saas-account/${encodeURIComponent(appName)}`, payload: { is_sanctioned: false, action_type: 'Block' } });
  expect(res.statusCode, res.body).toBe(200);
  blockTrace = String(res.headers['x-trace-id']);
  expect(blockTrace).toMatch(/^[0-9a-f]{32}$/);
  // a row of Globex, which Acme must never see
  await t.as('admin@globex.test', { method: 'POST', url: `/api/saas-account/${encodeURIComponent(appName)}`, payload: { is_sanctioned: true } });
});
afterAll(() => t?.close());

const list = (email: string, query: Record<string, string | string[]> = {}) => t.as(email, { method: 'GET', url: '/api/admin-logs', query });
const total = async (email: string, query: Record<string, string | string[]> = {}) => {
  const res = await t.as(email, { method: 'HEAD', url: '/api/admin-logs', query });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-size']);
};

/**
 * ArcSight CEF read from the format's rules: seven '|'-separated header fields ('\|' and '\\' escaped),
 * then key=value pairs where a value runs to the next unescaped ' key='.
 */
function parseCef(line: string) {
  const header: string[] = [];
  let field = '';
  let i = 0;
  for (; header.length < 7; i++) {
    const c = line[i];
    if (c === undefined) throw new Error(`short CEF header: ${line}`);
    if (c === '\\') field += line[++i];
    else if (c === '|') {
      header.push(field);
      field = '';
    } else field += c;
  }
  const rest = line.slice(i);
  const ext: Record<string, string> = {};
  const keys = [...rest.matchAll(/(?:^| )([A-Za-z0-9]+)=/g)].filter((m) => rest[m.index! + m[0].length - 2] !== '\\');
  keys.forEach((m, k) => {
    const start = m.index! + m[0].length;
    const end = k + 1 < keys.length ? keys[k + 1].index! : rest.length;
    ext[m[1]] = rest.slice(start, end).replace(/\\([\\=])/g, '$1').replace(/\\n/g, '\n').replace(/\\r/g, '\r');
  });
  return { header, ext };
}

describe('GET /api/admin-logs', () => {
  it('shows the block of an app with who did it, the action, the target and the trace id the response carried', async () => {
    const res = await list('admin@acme.test', { q: blockTrace });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as AdminLogRow[];
    expect(rows).toHaveLength(1);
    const [stored] = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.traceId, blockTrace)));
    expect(rows[0]).toEqual({
      id: stored.id,
      time: stored.at.toISOString(),
      email: 'admin@acme.test',
      role: 'ADMIN',
      action: 'saas.app.classify',
      target: appName,
      target_type: 'saas.app',
      trace_id: blockTrace,
      has_details: true,
    });
    expect(stored.details).toMatchObject({ is_sanctioned: false, action_type: 'Block' });
  });

  it("lists every row of the company, newest first, and only the company's", async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.accountId, acme));
    expect(await total('admin@acme.test')).toBe(Number(n));
    const rows = (await list('admin@acme.test', { size: '500' })).json() as AdminLogRow[];
    expect(rows).toHaveLength(Math.min(500, Number(n)));
    const times = rows.map((r) => r.time);
    expect([...times].sort().reverse()).toEqual(times);
    const globexRows = await t.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.accountId, globex));
    expect(globexRows.length).toBeGreaterThan(0);
    const ids = new Set(rows.map((r) => r.id));
    for (const g of globexRows) expect(ids.has(g.id)).toBe(false);
  });

  it('filters by person, action, target type and date range, as the database counts them', async () => {
    const [byPerson] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.accountId, acme), ilike(auditLog.email, '%admin@acme%')));
    expect(await total('admin@acme.test', { u: 'admin@acme' })).toBe(Number(byPerson.n));
    const [byAction] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'saas.app.classify')));
    expect(await total('admin@acme.test', { action: 'saas.app.classify' })).toBe(Number(byAction.n));
    const [byType] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.accountId, acme), like(auditLog.action, 'saas.%')));
    expect(Number(byType.n)).toBeGreaterThan(0);
    expect(await total('admin@acme.test', { tt: 'saas' })).toBe(Number(byType.n));
    const [recent] = await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.accountId, acme), gte(auditLog.at, new Date(started))));
    expect(await total('admin@acme.test', { s: String(started), e: String(Date.now() + 1000) })).toBe(Number(recent.n));
    expect(await total('admin@acme.test', { s: '0', e: '1000' })).toBe(0);
  });

  it('offers the actions and target types found in the company’s rows', async () => {
    const res = await t.as('admin@acme.test', { method: 'GET', url: '/api/admin-logs-facets' });
    expect(res.statusCode).toBe(200);
    const stored = await t.db.selectDistinct({ action: auditLog.action }).from(auditLog).where(eq(auditLog.accountId, acme));
    expect(res.json().actions).toEqual(stored.map((r) => r.action).sort());
    expect(res.json().target_types).toContain('saas.app');
  });

  it('answers 400 with reasons for bad filters and a bad id, never 500', async () => {
    const bad: Record<string, string>[] = [{ action: 'DROP TABLE;' }, { tt: 'saas.%' }, { s: '-1' }, { page: '0' }, { size: '100000' }, { so: 'up' }, { format: 'pdf' }];
    for (const query of bad) {
      const res = await list('admin@acme.test', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().issues?.length).toBeGreaterThan(0);
    }
    expect((await t.as('admin@acme.test', { method: 'GET', url: '/api/admin-logs/not-a-uuid' })).statusCode).toBe(400);
    expect((await t.as('admin@acme.test', { method: 'GET', url: '/api/admin-logs/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('is refused to the roles without the Logs menu', async () => {
    for (const email of ['groupadmin@acme.test', 'auditor@acme.test', 'root@palisade.test']) {
      expect((await list(email)).statusCode, email).toBe(403);
      expect((await t.as(email, { method: 'GET', url: '/api/admin-logs-cef' })).statusCode, email).toBe(403);
    }
  });
});

describe('GET /api/admin-logs/:id', () => {
  it('shows what the change recorded, and a field-by-field diff where it recorded before and after', async () => {
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.traceId, blockTrace)));
    const plain = (await t.as('admin@acme.test', { method: 'GET', url: `/api/admin-logs/${row.id}` })).json() as AdminLogDetail;
    expect(plain).toMatchObject({ id: row.id, trace_id: blockTrace, details: row.details, changes: null });

    const [changed] = await t.db
      .insert(auditLog)
      .values({
        accountId: acme, email: 'admin@acme.test', role: 'ADMIN', action: 'saas.custom.update', target: 'Intranet', traceId: 'f'.repeat(32),
        details: { before: { url: 'https://old.example', category: 'Tools' }, after: { url: 'https://new.example', category: 'Tools' } },
      })
      .returning();
    const detail = (await t.as('admin@acme.test', { method: 'GET', url: `/api/admin-logs/${changed.id}` })).json() as AdminLogDetail;
    expect(detail.changes).toEqual([{ field: 'url', before: 'https://old.example', after: 'https://new.example' }]);
    // another company's row is not found
    expect((await t.as('admin@globex.test', { method: 'GET', url: `/api/admin-logs/${changed.id}` })).statusCode).toBe(404);
  });
});

describe('exports', () => {
  it('the CEF export carries the block as an event whose fields equal the stored row', async () => {
    const res = await t.as('admin@acme.test', { method: 'GET', url: '/api/admin-logs-cef', query: { q: blockTrace } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['content-disposition']).toContain('filename="AdminActionLogs.cef"');
    const lines = res.body.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.traceId, blockTrace)));
    const { header, ext } = parseCef(lines[0]);
    expect(header).toEqual(['CEF:0', 'Palisade', 'Palisade Console', '1.0', 'audit:saas.app.classify', 'Admin action: saas.app.classify', '3']);
    expect(ext).toMatchObject({
      rt: String(row.at.getTime()),
      externalId: row.id,
      act: 'saas.app.classify',
      suser: 'admin@acme.test',
      spriv: 'ADMIN',
      cs1Label: 'Target',
      cs1: appName,
      cs3Label: 'Trace Id',
      cs3: blockTrace,
      cs4: 'Acme Corp',
    });
  });

  it('the CEF and CSV exports hold one line per filtered row', async () => {
    const n = await total('admin@acme.test', { tt: 'saas' });
    const cef = await t.as('admin@acme.test', { method: 'GET', url: '/api/admin-logs-cef', query: { tt: 'saas' } });
    expect(cef.body.split('\n').filter(Boolean)).toHaveLength(n);
    const csv = await list('admin@acme.test', { tt: 'saas', format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('AdminActionLogs.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"Time","Email","Role","Action","Target Type","Target","Trace Id"');
    expect(lines).toHaveLength(n + 1);
    expect(csv.body).toContain(blockTrace);
  });

  it('the exports read past one database batch, every row once, even rows of the same instant', async () => {
    const at = new Date(Date.now() - 60_000);
    const rows = Array.from({ length: 1_203 }, (_, i) => ({ accountId: acme, at, email: 'admin@acme.test', role: 'ADMIN' as const, action: 'test.bulk.touch', target: `Item ${i}`, traceId: `${i}`.padStart(32, '0') }));
    await t.db.insert(auditLog).values(rows);
    const cef = await t.as('admin@acme.test', { method: 'GET', url: '/api/admin-logs-cef', query: { action: 'test.bulk.touch' } });
    const ids = cef.body.split('\n').filter(Boolean).map((line) => parseCef(line).ext.externalId);
    const stored = await t.db.select({ id: auditLog.id }).from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'test.bulk.touch')));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(stored.map((r) => r.id).sort());
    const csv = await list('admin@acme.test', { action: 'test.bulk.touch', so: 'asc', format: 'csv' });
    expect(csv.body.trim().split('\r\n')).toHaveLength(1_203 + 1);
  });
});
